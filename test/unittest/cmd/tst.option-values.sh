#!/bin/bash
# Option values as DTrace takes them: -G/-h/-l/-V at most once (a second
# -l is refused too, status 2); -X only a, c, s or t; -b 0 leaves no room
# for any record ("Enabling exceeds size of buffer" when tracing starts);
# a boolean option given a number, 0 too, is set (-x quiet=0 is quiet),
# "no" or an empty value unsets it.  DTRACE_OPT_<NAME> (in capitals) sets
# an option as -x does; one naming no option or with a value the option
# refuses is ignored.  Options with a fixed set of words take only those;
# paths and argument lists need a value.  Numbers are read as strtoull()
# reads them (leading blanks, a "+"), time units in any case.
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" > out 2> err
	echo "status $?"
	# the CPU BEGIN fired on varies
	sed -E 's/^ +[0-9]+( +1 +:BEGIN)/  N\1/; s/^/out: /' out
	sed 's/^/err: /' err
}
run -V -V
run -l -l -n BEGIN
run -l -V
run -X q -n BEGIN
run -X st -n BEGIN
run -X s -e -n BEGIN
run -b 0 -qn 'BEGIN { exit(0); }'
run -x quiet=0 -n 'BEGIN { exit(0); }'
run -x quiet=no -n 'BEGIN { exit(0); }'
run -x quiet= -n 'BEGIN { exit(0); }'
echo "# DTRACE_OPT_QUIET=1"
DTRACE_OPT_QUIET=1 run -n 'BEGIN { exit(0); }'
echo "# DTRACE_OPT_QUIET="
DTRACE_OPT_QUIET= run -n 'BEGIN { exit(0); }'
echo "# DTRACE_OPT_quiet=1"
DTRACE_OPT_quiet=1 run -n 'BEGIN { exit(0); }'
echo "# DTRACE_OPT_BUFSIZE=abc DTRACE_OPT_NOSUCH=1 DTRACE_OPT_ERRTAGS=1"
DTRACE_OPT_BUFSIZE=abc DTRACE_OPT_NOSUCH=1 DTRACE_OPT_ERRTAGS=1 run -qn 'BEGIN { exit(0); }'
echo "# DTRACE_OPT_QUIET=1, -x quiet=no"
DTRACE_OPT_QUIET=1 run -x quiet=no -n 'BEGIN { exit(0); }'
# options with a fixed set of words, and paths or arguments that need a value
for x in linkmode=kernel linkmode=foo linktype=dof linktype late=static late=x \
	 tree=0 cpppath ldpath= syslibdir lazyload=x; do
	run -x $x -e -n BEGIN
done
# numbers as strtoull() reads them (blanks, a "+"), time units in any case
for x in 'bufsize=+4k' 'strsize= 8' 'bufsize=-4k' 'switchrate=1S' \
	 'statusrate=5MS' 'switchrate=10HZ' 'switchrate=0hz' 'switchrate=1x'; do
	run -x "$x" -qn 'BEGIN { exit(0); }'
done
