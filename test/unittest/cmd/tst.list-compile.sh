#!/bin/bash
# dtrace -l compiles every program before it lists anything, as DTrace does:
# a program that does not compile (a syntax error in a body, an
# overspecified description, a probe id naming no probe) is fatal, status 1,
# and not even the header is printed; descriptions matching nothing are
# only reported.  A probe id lists its probe.
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" > out 2> err
	echo "status $?"
	sed 's/^/out: /' out
	sed 's/^/err: /' err
}
run -l -n 'BEGIN { x = ; }'
run -l -n BEGIN -n 'foo:::bar:baz'
run -l -i 0 -n BEGIN
run -l -s /nonexistent/x.d -n BEGIN
run -l -n 'nosuch:::' -n BEGIN
run -l -n 'a b'
run -l -i 1
run -l -n 'BEGIN,END'
