fault 6 11 1 1: 1
fault 8 8 1 1: 1
exit 2 0 0 1: 3

