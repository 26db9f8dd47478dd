## -o /nonexistent/x -n BEGIN { x = ; }
status 1
err: dtrace: invalid probe specifier BEGIN { x = ; }: syntax error near ";"
## -o /nonexistent/x -l -n BEGIN { x = ; }
status 1
err: dtrace: invalid probe specifier BEGIN { x = ; }: syntax error near ";"
## -o /nonexistent/x -e -n BEGIN
status 1
err: dtrace: failed to open output file '/nonexistent/x': No such file or directory
## -o /nonexistent/x -p abc -n BEGIN
status 1
err: dtrace: invalid pid: abc
## -o /nonexistent/x -x bufsize=abc -n BEGIN
status 1
err: dtrace: failed to set -x bufsize: Invalid value for specified option
## -o /nonexistent/x -V
status 0
out: dtrace: Oracle D 2.0
## -e
status 0
## -v -e
status 0
## -e -c /bin/true
status 0
## -c /bin/true
status 1
err: dtrace: no probes specified
## -q
status 1
err: dtrace: no probes specified
## -Z -c /bin/true
status 0
out: 
## -x zdefs -n nosuchprov:::
status 1
err: dtrace: description 'nosuchprov:::' matched 0 probes
err: dtrace: no probes matched
## -p 0 -n BEGIN
status 1
err: dtrace: No such process
## -p -1 -n BEGIN
status 1
err: dtrace: No such process
## -p 99999999999 -n BEGIN
status 1
err: dtrace: No such process
## -p  -n BEGIN
status 1
err: dtrace: invalid pid: 
## -p 0x10 -n BEGIN
status 1
err: dtrace: invalid pid: 0x10
## -p 12x -n BEGIN
status 1
err: dtrace: invalid pid: 12x
## -h -s prov.d -p 0
status 1
err: dtrace: No such process
## -h -s prov.d -p abc
status 1
err: dtrace: invalid pid: abc
## -G -s prov.d -p 99999999999
status 1
err: dtrace: No such process
## -p PID -p PID

status 0
