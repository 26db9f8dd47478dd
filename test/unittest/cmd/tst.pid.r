1 1

status 0
dtrace: invalid pid: abc
status 1
dtrace: No such process
status 1
