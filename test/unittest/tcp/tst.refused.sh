# @@requires: root tracepoints
# @@timeout: 60
# A connect to a closed port over loopback, IPv4 then IPv6 (net-loop:
# from port P+1 to P+2, in its own network namespace): connect-request
# (the SYN), connect-refused (the client's socket in SYN_SENT, args[2] a
# segment from the remote end), and the client's socket going from
# syn-sent to closed; the RST sent and received (accept-refused:
# tst.accept-refused.sh).  P is this shell's own.
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== refused$v"
	$dtrace -q -c "$triggerdir/net-loop refused$v $p" -n '
	inline int P = '$p';
	/* a port as text: 0, or P+N */
	inline string port[int p] = p == 0 ? "0" : strjoin("P+", lltostr(p - P));

	tcp:::connect-request
	/args[4]->tcp_dport == P + 2/
	{
		@pkt[probename, args[2]->ip_saddr, args[4]->tcp_sport - P, args[2]->ip_daddr,
		    args[4]->tcp_dport - P, args[4]->tcp_flags, args[2]->ip_ver] = count();
		@conn[probename, args[3]->tcps_laddr, port[args[3]->tcps_lport],
		    args[3]->tcps_raddr, port[args[3]->tcps_rport],
		    tcp_state_string[args[3]->tcps_state],
		    args[1]->cs_addr == args[3]->tcps_addr] = count();
	}

	tcp:::connect-refused
	/args[3]->tcps_rport == P + 2/
	{
		@pkt[probename, args[2]->ip_saddr, args[4]->tcp_sport - P, args[2]->ip_daddr,
		    args[4]->tcp_dport - P, args[4]->tcp_flags, args[2]->ip_ver] = count();
		@conn[probename, args[3]->tcps_laddr, port[args[3]->tcps_lport],
		    args[3]->tcps_raddr, port[args[3]->tcps_rport],
		    tcp_state_string[args[3]->tcps_state],
		    args[1]->cs_addr == args[3]->tcps_addr] = count();
	}

	tcp:::send, tcp:::receive
	/args[4]->tcp_sport == P + 2/
	{
		@rst[probename, args[4]->tcp_flags & TH_RST ? "RST" : "no RST",
		    args[4]->tcp_dport - P] = count();
	}

	tcp:::state-change
	/args[3]->tcps_rport == P + 2/
	{
		@state[tcp_state_string[args[5]->tcps_state],
		    tcp_state_string[args[3]->tcps_state]] = count();
	}

	END
	{
		printa("%s packet %s:+%d -> %s:+%d flags %x version %d: %@d\n", @pkt);
		printa("%s connection %s:%s %s:%s %s socket %d: %@d\n", @conn);
		printa("%s %s to +%d: %@d\n", @rst);
		printa("state-change %s -> %s: %@d\n", @state);
	}'
	echo "status $?"
done
