stacks 100, mismatches 0, 1:1 2:2 3:3 4:4 5:5
--- trunc
stacks 3, mismatches 0, 98:98 99:99 100:100
--- ustack(5)
stacks 5, mismatches 1, 1:1 2:2 3:3 4:4 5:5040
--- stack()
stacks 1, mismatches 1, 0:5050
