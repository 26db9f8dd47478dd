3 5 4 5
25 -2
-128 65535 3 1
fault 1
fault 1

