-1
0

-100 /etc/hostname /etc/hostname 0

