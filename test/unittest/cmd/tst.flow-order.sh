#!/bin/bash
# The order in which dtrace does things, as DTrace does: options, then the
# -c/-p processes, then every program, then the -o file.  -e with no
# program exits 0 quietly; no program and no -Z is "no probes specified";
# -x zdefs (unlike -Z) does not excuse a program that enables nothing.
# -p takes a decimal number ("invalid pid" otherwise); one that names no
# process (0, too large) is "No such process", with -h and -G too.  -V prints on stdout
# whatever -o says.
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" > out 2> err
	echo "status $?"
	sed 's/^/out: /' out
	sed 's/^/err: /' err
}
run -o /nonexistent/x -n 'BEGIN { x = ; }'
run -o /nonexistent/x -l -n 'BEGIN { x = ; }'
run -o /nonexistent/x -e -n BEGIN
run -o /nonexistent/x -p abc -n BEGIN
run -o /nonexistent/x -x bufsize=abc -n BEGIN
run -o /nonexistent/x -V
run -e
run -v -e
run -e -c /bin/true
run -c /bin/true
run -q
run -Z -c /bin/true
run -x zdefs -n 'nosuchprov:::'
run -p 0 -n BEGIN
run -p -1 -n BEGIN
run -p 99999999999 -n BEGIN
run -p '' -n BEGIN
run -p 0x10 -n BEGIN
run -p 12x -n BEGIN
# -h and -G grab and run their -p and -c processes too
printf 'provider prov {\n\tprobe one(int);\n};\n' > prov.d
run -h -s prov.d -p 0
run -h -s prov.d -p abc
run -G -s prov.d -p 99999999999
# the same process given twice is grabbed once (doc/compat.md)
sleep 30 &
pid=$!
echo "## -p PID -p PID"
$dtrace -qn 'BEGIN { exit(0); }' -p $pid -p $pid 2>&1
echo "status $?"
kill $pid
