1 1

status 0
dtrace: invalid pid: abc
status 1
dtrace: failed to grab pid 999999999: No such process
status 1
