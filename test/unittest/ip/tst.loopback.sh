# @@requires: root tracepoints
# @@timeout: 60
# Three UDP datagrams of 10, 20 and 30 bytes over loopback, IPv4 then
# IPv6 (net-loop, in its own network namespace, to port P+4, found in the
# UDP header after ipv4_hdr + ipv4_ihl, or ipv6_hdr + 40): ip:::send and
# receive once each per datagram on "lo" (if_local 1), ipinfo_t's version,
# addresses and payload length, the version's own header (ipv4info_t or
# ipv6info_t) and the other's NULL translation.  P is this shell's.
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== udp$v"
	$dtrace -q -c "$triggerdir/net-loop udp$v $p" -n '
	inline int P = '$p';

	ip:::send, ip:::receive
	{
		this->udp = args[2]->ip_ver == 4 ?
		    (struct udphdr *)((uintptr_t)args[4]->ipv4_hdr + args[4]->ipv4_ihl) :
		    (struct udphdr *)((uintptr_t)args[5]->ipv6_hdr + 40);
	}

	ip:::send, ip:::receive
	/ntohs(this->udp->dest) == P + 4/
	{
		@ip[probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
		    args[2]->ip_plength, args[3]->if_name, args[3]->if_local,
		    args[3]->if_addr != 0] = count();
		@v4[probename, args[4]->ipv4_ver, args[4]->ipv4_ihl, args[4]->ipv4_length,
		    args[4]->ipv4_protostr, args[4]->ipv4_ttl, args[4]->ipv4_saddr,
		    args[4]->ipv4_daddr] = count();
		@v4b[probename, args[4]->ipv4_protocol, args[4]->ipv4_flags,
		    args[4]->ipv4_offset, args[4]->ipv4_src == args[4]->ipv4_dst,
		    args[4]->ipv4_hdr != NULL] = count();
		@v6[probename, args[5]->ipv6_ver, args[5]->ipv6_plen, args[5]->ipv6_nexthdr,
		    args[5]->ipv6_nextstr, args[5]->ipv6_hlim, args[5]->ipv6_saddr,
		    args[5]->ipv6_daddr] = count();
		@v6b[probename, args[5]->ipv6_src != NULL, args[5]->ipv6_hdr != NULL,
		    args[5]->ipv6_tclass] = count();
	}

	END
	{
		printa("%s ip version %d %s -> %s plength %d if %s local %d addr %d: %@d\n", @ip);
		printa("%s ipv4 version %d ihl %d length %d %s ttl %d %s -> %s: %@d\n", @v4);
		printa("%s ipv4 protocol %d flags %x offset %d src==dst %d hdr %d: %@d\n", @v4b);
		printa("%s ipv6 version %d plen %d nexthdr %d %s hlim %d %s -> %s: %@d\n", @v6);
		printa("%s ipv6 src %d hdr %d tclass %d: %@d\n", @v6b);
	}'
	echo "status $?"
done
