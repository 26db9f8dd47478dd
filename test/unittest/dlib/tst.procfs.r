1 1 1
dtrace 1
1 1

