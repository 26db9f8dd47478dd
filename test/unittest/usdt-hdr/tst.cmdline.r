dtrace: -h requires one or more scripts or enabling options
status 2
dtrace: -G requires one or more scripts or enabling options
status 2
dtrace: only one of the [-GhlV] options can be specified at a time
status 2
dtrace: -h requires an output file if multiple scripts are specified
status 2
dtrace: -h requires an output file if no scripts are specified
status 2
status 0
3
dtrace: failed to link script noprov: no provider is defined
status 1
dtrace: failed to open header file 'nodir/x.h': No such file or directory
status 1
status 0
status 0
myapp.o

sub:
myapp.d
myapp.h
status 0
4
status 0
user.h
