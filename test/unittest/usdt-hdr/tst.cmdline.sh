#!/bin/bash
# -h and -G on the command line: usage errors (status 2) and failures
# (status 1) in illumos dtrace's words, the default header name (beside
# the script), and no file written when the header cannot be made.  -h
# and -G need no root.
# @@timeout: 120
cp $testdir/myapp.d .
mkdir sub && cp $testdir/myapp.d sub/
echo 'BEGIN { exit(0); }' > noprov.d
run() { "$@" 2>&1; echo "status $?"; }
run $dtrace -h
run $dtrace -G
run $dtrace -h -G -s myapp.d
run $dtrace -h -s myapp.d -s sub/myapp.d
run $dtrace -h -n 'BEGIN { exit(0); }'
# a script without providers makes a header without macros, as illumos's
run $dtrace -h -s noprov.d
grep -c '^#define' noprov.h
run $dtrace -G -s noprov.d
run $dtrace -h -s myapp.d -o nodir/x.h
# the default name is the script's, beside it; -G's is in the current directory
run $dtrace -h -s sub/myapp.d
run $dtrace -G -s sub/myapp.d
ls sub myapp.o
# several scripts with -o: one header for all their providers
printf 'provider second {\n\tprobe one(int);\n};\n' > second.d
run $dtrace -h -s myapp.d -s second.d -o both.h
grep -cE '^#define[[:space:]]+(MYAPP_TICK|SECOND_ONE)\(' both.h
# not as root: a build runs dtrace -h as its user
if command -v setpriv >/dev/null && [ "$(id -u)" = 0 ]; then
	u=$(mktemp -d /tmp/usdt-hdr.XXXXXX) && chmod 777 $u && cp myapp.d $u/
	(cd $u && setpriv --reuid=65534 --regid=65534 --clear-groups $dtrace -h -s myapp.d -o user.h 2>&1)
	echo "status $?"
	ls $u/user.h | sed "s|$u/||"
	rm -rf $u
else
	echo "status 0"; echo user.h
fi
