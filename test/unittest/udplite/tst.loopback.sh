# @@requires: root tracepoints
# @@timeout: 60
# Three UDP-Lite datagrams of 10, 20 and 30 bytes over loopback, IPv4 then
# IPv6 (net-loop: from port P+3 to a socket bound to P+4, in its own
# network namespace, the checksum covering 12 bytes): udplite:::send and
# receive once per datagram, with the header's ports (host order, printed
# as P+N) and coverage, the IP addresses and payload length, and
# udplitesinfo_t (the sending socket; a received datagram's addresses and
# ports); udp:::send and receive see none of them.  P is this shell's.
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== udplite$v"
	$dtrace -q -c "$triggerdir/net-loop udplite$v $p" -n '
	inline int P = '$p';
	inline string port[int p] = p == 0 ? "0" : strjoin("P+", lltostr(p - P));

	udplite:::send, udplite:::receive
	/args[4]->udplite_dport == P + 4/
	{
		@hdr[probename, port[args[4]->udplite_sport], port[args[4]->udplite_dport],
		    args[4]->udplite_coverage, args[2]->ip_plength,
		    args[2]->ip_saddr, args[2]->ip_daddr, args[4]->udplite_hdr != NULL] = count();
		@sock[probename, args[3]->udplites_laddr, port[args[3]->udplites_lport],
		    args[3]->udplites_raddr, port[args[3]->udplites_rport],
		    args[3]->udplites_addr != 0] = count();
	}

	udp:::send, udp:::receive
	/args[4]->udp_dport == P + 4/
	{
		@udp[probename] = count();
	}

	END
	{
		printa("%s %s -> %s coverage %d ip_plength %d %s -> %s hdr %d: %@d\n", @hdr);
		printa("%s local %s:%s remote %s:%s socket %d: %@d\n", @sock);
		printa("udp:::%s %@d\n", @udp);
	}'
	echo "status $?"
done
