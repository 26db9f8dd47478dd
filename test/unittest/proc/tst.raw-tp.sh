# @@requires: root tracepoints rawtp
# @@timeout: 90
# On a kernel without tp_btf the stable layer loads raw_tp programs, whose
# member paths are bpf_probe_read_kernel() calls rather than loads: the
# exec, exit, create and signal tests give the same output that way
# (DTRACE_KF_DENY makes dtrace act as on such a kernel).
export DTRACE_KF_DENY=tp_btf
status=0
for t in exec exit create signal fault; do
	trigger=proc-life
	[ $t = fault ] && trigger=proc-fault
	$dtrace -q -s $testdir/tst.$t.d -c "$triggerdir/$trigger" > $t.out 2>&1
	if ! cmp -s $t.out $testdir/tst.$t.r; then
		echo "tst.$t.d with raw_tp differs:"
		diff $testdir/tst.$t.r $t.out | head
		status=1
	fi
	rm -f $t.out
done
# the raw_tp program reads member paths with the helper
$dtrace -S -n 'proc:::exit { trace(args[0]); }' -c /bin/true 2>&1 |
    grep -q probe_read_kernel || { echo "no bpf_probe_read_kernel in proc:::exit"; status=1; }
echo "status $status"
