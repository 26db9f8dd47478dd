a 1
b 5
c 0
d 0

