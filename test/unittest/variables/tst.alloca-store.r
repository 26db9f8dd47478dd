9 -7 3 1 hi 10
fault 1

