3 1 local one-a 4464
8 4 5 6

