## -o /dev/full -qn BEGIN { printf("hello\n"); exit(0); }
dtrace: failed to write output
status 1
## -o /dev/full -l -n BEGIN
dtrace: failed to write output: No space left on device
status 1
## -o /dev/full -V
dtrace: Oracle D 2.0
status 0
## -l | head -1
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 1
