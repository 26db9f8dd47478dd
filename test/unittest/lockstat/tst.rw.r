i_rwsem found 1
rw-block as reader 1
rw-block as writer 1
times out of range 0
wrong kinds 0

status 0
