status 0
first

dtrace: 1 drop on CPU N
