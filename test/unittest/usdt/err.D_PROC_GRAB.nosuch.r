dtrace: failed to compile script err.D_PROC_GRAB.nosuch.d: [D_PROC_GRAB] line 4: failed to grab process 999999999: No such process
