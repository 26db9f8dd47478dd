dtrace: failed to compile script err.D_ARGS_IDX.syscall.d: [D_ARGS_IDX] line 4: index 7 is out of range for syscall::read:entry args[ ]
