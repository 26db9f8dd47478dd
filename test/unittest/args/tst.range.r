dtrace: invalid probe specifier END { trace(args[2]); }: [D_ARGS_IDX] in action list: index 2 is out of range for :::END args[ ]
status 1
dtrace: invalid probe specifier BEGIN { trace(args[-1]); }: [D_ARGS_IDX] in action list: index -1 is out of range for :::BEGIN args[ ]
status 1
dtrace: invalid probe specifier BEGIN { trace(args[100000000000]); }: [D_ARGS_IDX] in action list: index 100000000000 is out of range for :::BEGIN args[ ]
status 1
dtrace: invalid probe specifier syscall::read:entry,BEGIN { trace(args[0]); }: [D_ARGS_IDX] in action list: index 0 is out of range for :::BEGIN args[ ]
status 1
dtrace: invalid probe specifier BEGIN,syscall::read:entry { trace(args[0]); }: [D_ARGS_IDX] in action list: index 0 is out of range for :::BEGIN args[ ]
status 1
dtrace: invalid probe specifier syscall::read:entry { trace(args[3]); }: [D_ARGS_IDX] in action list: index 3 is out of range for syscall::read:entry args[ ]
status 1
dtrace: invalid probe specifier profile:::tick-1s { trace(args[0]); }: [D_ARGS_IDX] in action list: index 0 is out of range for profile:::tick-1s args[ ]
status 1
dtrace: invalid probe specifier nosuch:::probe { trace(args[0]); }: [D_ARGS_MULTI] in action list: args[ ] may not be referenced because probe description nosuch:::probe matches an unstable set of probes
status 1
