i_rwsem found 1
rw-block fired 1
times out of range 0
arg2 not as the flags say 0
flags neither read nor write 0

status 0
