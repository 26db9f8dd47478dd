42 1

status 0
dtrace: invalid probe specifier BEGIN { trace(EPERM); exit(0); }: in action list: failed to load the D library: "bad.d", line 1: syntax error near ";"
status 1
