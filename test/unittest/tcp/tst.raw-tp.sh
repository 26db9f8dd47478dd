# @@requires: root tracepoints rawtp
# @@timeout: 180
# On a kernel without tp_btf the ip, tcp, udp and udplite probes are raw_tp
# programs (member paths read with bpf_probe_read_kernel()): the loopback
# tests give the same output that way (DTRACE_KF_DENY makes dtrace act as
# on such a kernel).
export DTRACE_KF_DENY=tp_btf
status=0
for t in tcp/tst.loopback tcp/tst.refused tcp/tst.accept-refused udp/tst.loopback \
    ip/tst.loopback udplite/tst.loopback; do
	bash $testdir/../$t.sh > out.txt 2>/dev/null
	rc=$?
	[ $rc = 77 ] && continue	# skipped on this kernel (tst.accept-refused.sh)
	if [ $rc != 0 ] || ! cmp -s out.txt $testdir/../$t.r; then
		echo "$t with raw_tp differs:"
		diff $testdir/../$t.r out.txt | head
		status=1
	fi
done
rm -f out.txt
echo "status $status"
