dtrace: invalid probe specifier nosuch$target:::plain { }: [D_PROC_USDT] failed to create probes in process PID: no USDT provider 'nosuch' in its objects
status 1
left behind: 0

                3
status 0
dtrace: invalid probe specifier usdttest999999999:::plain { }: [D_PROC_GRAB] failed to grab process 999999999: No such process
status 1
dtrace: invalid probe specifier usdttest$target:::args-const { trace(args[4]); }: [D_ARGS_IDX] in action list: index 4 is out of range for usdttestPID:::args-const args[ ]
status 1
dtrace: invalid probe specifier usdttest$target:::plain { trace(args[0]); }: [D_ARGS_IDX] in action list: index 0 is out of range for usdttestPID:::plain args[ ]
status 1
