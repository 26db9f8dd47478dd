1 1
dtrace 1
1 1
[dtrace] 1 4 16
1 d
t r 44 255
1

