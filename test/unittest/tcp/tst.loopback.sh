# @@requires: root tracepoints
# @@timeout: 60
# One TCP connection over loopback, IPv4 then IPv6, in the trigger's own
# network namespace (net-loop: client port P+1 to a listener on port P,
# 100 bytes one way and 200 back, the client closing first): each
# socket's state changes in order (the listener, the client, the accepted
# socket, which Linux makes in SYN_RECV from the listener: on some kernels
# still with the listener's ports at that change; no other socket), with
# tcp_state_string[]; connect-request (the SYN), connect-established and
# accept-established once each, with their addresses and ports (host
# order: printed as offsets from P); send and receive: as many of each,
# SYN, FIN and data segments and payload bytes each way (ip_plength -
# tcp_offset), flags of the first segments, addresses (tcpsinfo_t of a
# received segment: from the packet).  P is this shell's own (tests running side by side).
p=$((20000 + ($$ % 8000) * 5))
for v in 4 6; do
	echo "== tcp$v"
	$dtrace -q -c "$triggerdir/net-loop tcp$v $p" -n '
	inline int P = '$p';
	/* the sockets, by address: 1 the listener, 2 the client, 3 the accepted one */
	int kind[uintptr_t];
	string states[int], first[int];
	int nsent;

	/*
	 * a socket is known by its first change: to listen, to syn-sent, or
	 * (the accepted one, made from the listener: its ports may still be
	 * the listener'"'"'s then) to syn-received
	 */
	tcp:::state-change
	/kind[args[3]->tcps_addr] == 0 && (args[3]->tcps_lport == P ||
	    args[3]->tcps_lport == P + 1 || args[3]->tcps_rport == P + 1)/
	{
		kind[args[3]->tcps_addr] =
		    args[3]->tcps_state == TCP_STATE_LISTEN ? 1 :
		    args[3]->tcps_state == TCP_STATE_SYN_SENT ? 2 :
		    args[3]->tcps_state == TCP_STATE_SYN_RECEIVED ? 3 : 4;
		first[kind[args[3]->tcps_addr]] = tcp_state_string[args[5]->tcps_state];
	}

	tcp:::state-change
	/kind[args[3]->tcps_addr] != 0/
	{
		this->s = kind[args[3]->tcps_addr];
		states[this->s] = strjoin(states[this->s], strjoin(" ",
		    tcp_state_string[args[3]->tcps_state]));
	}

	/* the listener closed, its address may be reused */
	tcp:::state-change
	/kind[args[3]->tcps_addr] != 0 && args[3]->tcps_state == TCP_STATE_CLOSED/
	{
		kind[args[3]->tcps_addr] = 0;
	}

	tcp:::connect-request
	/args[4]->tcp_dport == P/
	{
		@req[args[2]->ip_saddr, args[4]->tcp_sport - P, args[2]->ip_daddr,
		    args[4]->tcp_dport - P, args[4]->tcp_flags,
		    tcp_state_string[args[3]->tcps_state], args[3]->tcps_local] = count();
		@reqs[args[3]->tcps_laddr, args[3]->tcps_lport - P, args[3]->tcps_raddr,
		    args[3]->tcps_rport - P] = count();
	}

	tcp:::connect-established, tcp:::accept-established
	/args[3]->tcps_rport == P || args[3]->tcps_lport == P/
	{
		@est[probename, args[2]->ip_saddr, args[2]->ip_daddr, args[2]->ip_ver,
		    args[4]->tcp_sport - P, args[4]->tcp_dport - P] = count();
		@ests[probename, tcp_state_string[args[3]->tcps_state], args[3]->tcps_laddr,
		    args[3]->tcps_lport - P, args[3]->tcps_raddr, args[3]->tcps_rport - P] = count();
	}

	tcp:::send, tcp:::receive
	/args[4]->tcp_dport == P || args[4]->tcp_sport == P/
	{
		this->out = args[4]->tcp_sport == P + 1;
		this->len = args[2]->ip_plength - args[4]->tcp_offset;
		/* pure ACKs: as many as timing makes (delayed ones) */
		this->kind = args[4]->tcp_flags & TH_SYN ? "SYN" :
		    args[4]->tcp_flags & TH_FIN ? "FIN" : this->len > 0 ? "data" : "";
		@n[probename, this->out ? "client->server" : "server->client",
		    this->kind] = sum(this->kind != "");
		@bytes[probename, this->out ? "client->server" : "server->client"] =
		    sum(this->len);
		@addr[probename, args[2]->ip_saddr, args[2]->ip_daddr, args[3]->tcps_laddr,
		    args[3]->tcps_raddr, this->out ? args[3]->tcps_lport - P : args[3]->tcps_rport - P,
		    args[2]->ip_ver] = count();
	}

	tcp:::send
	/(args[4]->tcp_dport == P || args[4]->tcp_sport == P) && nsent < 3/
	{
		@sent[nsent++, args[4]->tcp_sport - P, args[4]->tcp_dport - P,
		    args[4]->tcp_flags, tcp_state_string[args[3]->tcps_state]] = count();
	}

	END
	{
		printa("connect-request %s:+%d -> %s:+%d flags %x %s local %d: %@d\n", @req);
		printa("connect-request local %s:+%d remote %s:+%d: %@d\n", @reqs);
		printa("%s %s -> %s version %d ports +%d -> +%d: %@d\n", @est);
		printa("%s %s local %s:+%d remote %s:+%d: %@d\n", @ests);
		printa("send #%d +%d -> +%d flags %x %s: %@d\n", @sent);
		printf("listener %s ->%s\n", first[1], states[1]);
		printf("client %s ->%s\n", first[2], states[2]);
		printf("accepted %s ->%s\n", first[3], states[3]);
		printf("other %s ->%s\n", first[4], states[4]);
		printa("%s %s %s %@d\n", @n);
		printa("%s %s %@d bytes\n", @bytes);
		printa("%s %s -> %s local %s remote %s, client port +%d, version %d\n", @addr);
	}'
	echo "status $?"
done
