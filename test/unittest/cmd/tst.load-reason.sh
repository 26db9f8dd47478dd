#!/bin/bash
# A program the kernel refuses to load: the error names the verifier's
# reason (the last line of its log before the statistics) with the errno,
# and the status is 1.  The program needs more than the 64 maps a BPF
# program may have: 48 associative arrays (as many as the compiler allows,
# each its own map), and aggregations of 16 different shapes that no
# padding of values merges (1 to 8 64-bit keys, count() and quantize()), so 16
# outer maps (dt_aggregate.h).  (Until issue 12, 65 aggregations were
# enough: now they load, aggs/tst.many-aggs*.)  A verifier refusal of a
# long program is no better test: 250 cleanpath() calls take 33 s to be
# refused on 6.1, for another reason than on 6.18.  Linux 6.18 logs "The
# total number of maps per program has reached the limit of 64"; 6.1 logs
# no reason for it, and the error is then the errno alone.
# @@requires: root
prog='BEGIN {'
for i in $(seq 1 48); do
	prog="$prog a$i[$i] = $i;"
done
keys=
for i in $(seq 1 8); do
	keys="$keys${keys:+, }${i}LL"
	prog="$prog @c$i[$keys] = count(); @q$i[$keys] = quantize($i);"
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
