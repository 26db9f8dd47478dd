f_pos_lock found 1
adaptive-spin fired 1
adaptive-block fired 1
waits on another lock 0
times out of range 0
other kinds on f_pos_lock 0

status 0
