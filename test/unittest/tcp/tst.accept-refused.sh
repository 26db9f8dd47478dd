# @@requires: root tracepoints
# @@timeout: 60
# A connect to a closed port over loopback, IPv4 then IPv6 (net-loop:
# from port P+1 to P+2, in its own network namespace): accept-refused
# fires once, on tcp:tcp_send_reset without a socket, in answer to the
# SYN (connect-request's segment): args[2] and args[4] describe that SYN,
# args[1] and args[3] are the NULL translation.  Kernels whose
# tcp_send_reset fires only for a socket (before it took the reset's
# reason, Linux 6.10) cannot have the probe: skipped there.  P is this
# shell's own.
fmt=/sys/kernel/tracing/events/tcp/tcp_send_reset/format
[ -r $fmt ] || fmt=/sys/kernel/debug/tracing/events/tcp/tcp_send_reset/format
if ! grep -q 'field:.* reason;' $fmt 2>/dev/null; then
	echo "tcp_send_reset does not fire without a socket on this kernel" >&2
	exit 77
fi
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== refused$v"
	$dtrace -q -c "$triggerdir/net-loop refused$v $p" -n '
	inline int P = '$p';
	inline string port[int p] = p == 0 ? "0" : strjoin("P+", lltostr(p - P));

	tcp:::connect-request, tcp:::accept-refused
	/args[4]->tcp_dport == P + 2/
	{
		@pkt[probename, args[2]->ip_saddr, port[args[4]->tcp_sport], args[2]->ip_daddr,
		    port[args[4]->tcp_dport], args[4]->tcp_flags, args[2]->ip_ver,
		    args[2]->ip_plength] = count();
		@conn[probename, args[3]->tcps_laddr, port[args[3]->tcps_lport],
		    args[3]->tcps_raddr, port[args[3]->tcps_rport],
		    tcp_state_string[args[3]->tcps_state], args[1]->cs_addr != 0,
		    args[0]->pkt_addr != 0] = count();
	}

	END
	{
		printa("%s %s:%s -> %s:%s flags %x version %d plength %d: %@d\n", @pkt);
		printa("%s connection %s:%s %s:%s %s socket %d packet %d: %@d\n", @conn);
	}'
	echo "status $?"
done
