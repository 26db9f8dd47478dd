2 dtrace 44 1

