# @@requires: root tracepoints rawtp
# @@timeout: 120
# On a kernel without tp_btf the io probes are raw_tp programs, whose
# member paths are bpf_probe_read_kernel() calls rather than loads: the
# loop and file tests give the same output that way (DTRACE_KF_DENY makes
# dtrace act as on such a kernel).
export DTRACE_KF_DENY=tp_btf
status=0
skipped=0
for t in loop file; do
	bash $testdir/tst.$t.sh > $t.out 2> $t.err
	rc=$?
	if [ $rc -eq 77 ]; then
		# no loop device, no block device under the test's directory
		cat $t.err >&2
		skipped=$((skipped + 1))
	elif ! cmp -s $t.out $testdir/tst.$t.r; then
		echo "tst.$t.sh with raw_tp differs:"
		diff $testdir/tst.$t.r $t.out | head
		cat $t.err
		status=1
	fi
	rm -f $t.out $t.err
done
[ $skipped -eq 2 ] && exit 77
$dtrace -S -n 'io:::start { trace(args[1]->dev_major); exit(0); }' 2>&1 |
    grep -q probe_read_kernel || { echo "no bpf_probe_read_kernel in io:::start"; status=1; }
echo "status $status"
