-1 65535 1 str 1
4 4 0 D dtrace 1

