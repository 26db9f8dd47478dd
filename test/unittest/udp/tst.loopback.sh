# @@requires: root tracepoints
# @@timeout: 60
# Three datagrams of 10, 20 and 30 bytes over loopback, IPv4 then IPv6
# (net-loop: from port P+3 to a socket bound to P+4, in its own network
# namespace): udp:::send and receive each fire once per datagram, with
# the header's ports (host order, printed as P+N) and length (payload +
# UDPH_SIZE), the IP addresses and payload length, udpsinfo_t (the
# sending socket, unconnected: remote "0.0.0.0" or "::", port 0; a
# received datagram's from its addresses and ports).  P is this shell's.
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== udp$v"
	$dtrace -q -c "$triggerdir/net-loop udp$v $p" -n '
	inline int P = '$p';
	inline string port[int p] = p == 0 ? "0" : strjoin("P+", lltostr(p - P));

	udp:::send, udp:::receive
	/args[4]->udp_dport == P + 4/
	{
		@hdr[probename, port[args[4]->udp_sport], port[args[4]->udp_dport],
		    args[4]->udp_length - UDPH_SIZE, args[2]->ip_plength,
		    args[2]->ip_saddr, args[2]->ip_daddr, args[2]->ip_ver] = count();
		@sock[probename, args[3]->udps_laddr, port[args[3]->udps_lport],
		    args[3]->udps_raddr, port[args[3]->udps_rport],
		    args[3]->udps_addr != 0, args[1]->cs_addr == args[3]->udps_addr,
		    args[0]->pkt_addr != 0] = count();
	}

	END
	{
		printa("%s %s -> %s payload %d ip_plength %d %s -> %s version %d: %@d\n", @hdr);
		printa("%s local %s:%s remote %s:%s socket %d %d packet %d: %@d\n", @sock);
	}'
	echo "status $?"
done
