status 1
invalid probe specifier rawtp:sched::no_such_tracepoint { exit(0); }: probe description rawtp:sched::no_such_tracepoint does not match any probes
status with -Z 0
