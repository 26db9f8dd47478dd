variant 1 0
variant 2 0
variant 1 1
variant 2 10
variant 1 2
variant 2 20
fired 6

