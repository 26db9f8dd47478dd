status 1
invalid probe specifier fbt::no_such_function_dtrace:entry { exit(0); }: probe description fbt::no_such_function_dtrace:entry does not match any probes
status with -Z 0
