## -V -V
status 2
err: dtrace: only one of the [-GhlV] options can be specified at a time
## -l -l -n BEGIN
status 2
err: dtrace: only one of the [-GhlV] options can be specified at a time
## -l -V
status 2
err: dtrace: only one of the [-GhlV] options can be specified at a time
## -X q -n BEGIN
status 1
err: dtrace: failed to set -X q: Invalid value for specified option
## -X st -n BEGIN
status 1
err: dtrace: failed to set -X st: Invalid value for specified option
## -X s -e -n BEGIN
status 0
## -b 0 -qn BEGIN { exit(0); }
status 1
err: dtrace: could not enable tracing: Enabling exceeds size of buffer
## -x quiet=0 -n BEGIN { exit(0); }
status 0
out: 
## -x quiet=no -n BEGIN { exit(0); }
status 0
out:                    FUNCTION:NAME
out:                           :BEGIN 
out: 
err: dtrace: description 'BEGIN ' matched 1 probe
## -x quiet= -n BEGIN { exit(0); }
status 0
out:                    FUNCTION:NAME
out:                           :BEGIN 
out: 
err: dtrace: description 'BEGIN ' matched 1 probe
# DTRACE_OPT_QUIET=1
## -n BEGIN { exit(0); }
status 0
out: 
# DTRACE_OPT_QUIET=
## -n BEGIN { exit(0); }
status 0
out:                    FUNCTION:NAME
out:                           :BEGIN 
out: 
err: dtrace: description 'BEGIN ' matched 1 probe
# DTRACE_OPT_quiet=1
## -n BEGIN { exit(0); }
status 0
out:                    FUNCTION:NAME
out:                           :BEGIN 
out: 
err: dtrace: description 'BEGIN ' matched 1 probe
# DTRACE_OPT_BUFSIZE=abc DTRACE_OPT_NOSUCH=1 DTRACE_OPT_ERRTAGS=1
## -qn BEGIN { exit(0); }
status 0
out: 
# DTRACE_OPT_QUIET=1, -x quiet=no
## -x quiet=no -n BEGIN { exit(0); }
status 0
out:                    FUNCTION:NAME
out:                           :BEGIN 
out: 
err: dtrace: description 'BEGIN ' matched 1 probe
## -x linkmode=kernel -e -n BEGIN
status 0
## -x linkmode=foo -e -n BEGIN
status 1
err: dtrace: failed to set -x linkmode: Invalid value for specified option
## -x linktype=dof -e -n BEGIN
status 0
## -x linktype -e -n BEGIN
status 1
err: dtrace: failed to set -x linktype: Invalid value for specified option
## -x late=static -e -n BEGIN
status 0
## -x late=x -e -n BEGIN
status 1
err: dtrace: failed to set -x late: Invalid value for specified option
## -x tree=0 -e -n BEGIN
status 1
err: dtrace: failed to set -x tree: Invalid value for specified option
## -x cpppath -e -n BEGIN
status 1
err: dtrace: failed to set -x cpppath: Invalid value for specified option
## -x ldpath= -e -n BEGIN
status 0
## -x syslibdir -e -n BEGIN
status 1
err: dtrace: failed to set -x syslibdir: Invalid value for specified option
## -x lazyload=x -e -n BEGIN
status 0
## -x bufsize=+4k -qn BEGIN { exit(0); }
status 0
out: 
## -x strsize= 8 -qn BEGIN { exit(0); }
status 0
out: 
## -x bufsize=-4k -qn BEGIN { exit(0); }
status 1
err: dtrace: failed to set -x bufsize: Invalid value for specified option
## -x switchrate=1S -qn BEGIN { exit(0); }
status 0
out: 
## -x statusrate=5MS -qn BEGIN { exit(0); }
status 0
out: 
## -x switchrate=10HZ -qn BEGIN { exit(0); }
status 0
out: 
## -x switchrate=0hz -qn BEGIN { exit(0); }
status 0
out: 
## -x switchrate=1x -qn BEGIN { exit(0); }
status 1
err: dtrace: failed to set -x switchrate: Invalid value for specified option
