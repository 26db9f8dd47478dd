spin-spin not on LCB_F_SPIN 0
rw-spin not as the flags say 0
times out of range 0
spin waits without a firing 0

status 0
