a
d

status 0
old
b
c
