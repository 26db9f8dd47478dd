#!/bin/bash
# A program the kernel refuses to load: the error names the verifier's
# reason (the last line of its log before the statistics) with the errno,
# and the status is 1.  Today 65 aggregations in one clause need 65 maps,
# over the kernel's 64 per program (issue 12 asks that such a program
# load: then this test needs another program the kernel refuses).  Linux
# 6.18 logs "The total number of maps per program has reached the limit of
# 64"; 6.1 logs no reason for it, and the error is then the errno alone.
# @@requires: root
prog='BEGIN {'
for i in $(seq 1 65); do
	prog="$prog @a$i = count();"
done
prog="$prog exit(0); }"
$dtrace -qn "$prog" 2>err.txt >/dev/null
echo "status $?"
why=$(awk '/^BPF verifier log for/ { inlog = 1; next }
	inlog && /^(processed |verification time|stack depth)/ { exit }
	inlog && NF { last = $0 } END { print last }' err.txt)
msg=$(grep -o 'could not enable tracing: failed to load program dt_dtrace_0: .*' err.txt)
if [ -n "$why" ]; then
	want="could not enable tracing: failed to load program dt_dtrace_0: $why (Argument list too long)"
else
	want="could not enable tracing: failed to load program dt_dtrace_0: Argument list too long"
fi
[ "$msg" = "$want" ] && echo "the error names the verifier's reason, if any" ||
	{ echo "error: $msg"; echo "wanted: $want"; }
case $why in
"The total number of maps per program has reached the limit of 64" | "") echo "reason as expected";;
*) echo "reason: $why";;
esac
