## -x nosuchopt=1 -n BEGIN { exit(0); }
dtrace: failed to set -x nosuchopt: Invalid option name
status 1
## -x bufsize=abc -n BEGIN { exit(0); }
dtrace: failed to set -x bufsize: Invalid value for specified option
status 1
## -b 4x -n BEGIN { exit(0); }
dtrace: failed to set -b 4x: Invalid value for specified option
status 1
## -x strsize=0 -n BEGIN { exit(0); }
dtrace: failed to set -x strsize: Invalid value for specified option
status 1
## -x switchrate=abc -n BEGIN { exit(0); }
dtrace: failed to set -x switchrate: Invalid value for specified option
status 1
## -b 4k -qn BEGIN { exit(0); }

status 0
## -b 1g -qn BEGIN { exit(0); }

status 0
## -x bufsize=2m -qn BEGIN { printf("ok\n"); exit(0); }
ok

status 0
## -l -n nosuchprov:::
dtrace: failed to match nosuchprov:::: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
## -l -P nosuchprov
dtrace: failed to match nosuchprov:::: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
## -l -f nosuchfunc
dtrace: failed to match ::nosuchfunc:: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
## -l -i abc
dtrace: failed to match :::abc: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
## -i 0
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
status 1
## -Z -i 0
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
status 1
## -i 4000000000
dtrace: invalid probe specifier 4000000000: invalid probe identifier 4000000000: Unknown probe identifier
status 1
## -x errtags -n 0 { }
dtrace: invalid probe specifier 0 { }: [D_PDESC_INVAL] invalid probe identifier 0: Unknown probe identifier
status 1
## -q -q -n BEGIN { exit(0); }

status 0
