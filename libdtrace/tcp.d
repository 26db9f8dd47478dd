/*
 * tcp.d: the types of the tcp provider's arguments: args[0] pktinfo_t *
 * and args[1] csinfo_t * (net.d), args[2] ipinfo_t * (ip.d), args[3]
 * tcpsinfo_t * (the connection), args[4] tcpinfo_t * (the segment's
 * header), and for state-change args[5] tcplsinfo_t * (the previous
 * state); the states (TCP_STATE_*, illumos's numbers, and their names in
 * tcp_state_string[]) and the header's flags (TH_*):
 *
 *	tcp:::state-change { printf("%s -> %s\n",
 *	    tcp_state_string[args[5]->tcps_state],
 *	    tcp_state_string[args[3]->tcps_state]); }
 *	tcp:::send /args[4]->tcp_flags & TH_SYN/ { trace(args[3]->tcps_raddr); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * Translators, from what each probe has (dt_prov_net.c says which):
 * - tcpsinfo_t from a socket (struct sock *): a full TCP socket's
 *   sequence variables, or only its addresses, ports and state for a
 *   request or time-wait socket (0 for the rest); NULL gives the NULL
 *   translation (0, "<unknown>", state-closed);
 * - tcpsinfo_t from a struct tcp_sock *: a socket changing state, on
 *   sock:inet_sock_set_state, which fires before the socket's state
 *   changes: tcps_state is the new state, the probe's arg6;
 * - tcpsinfo_t from a received packet's IP header (struct iphdr *):
 *   Linux has not found the socket yet: the local end is the packet's
 *   destination, the state closed, the rest 0;
 * - tcpinfo_t from a packet's IP header (the TCP header follows it; IPv6
 *   extension headers are not followed) or, without a packet, from a
 *   socket: a segment from the remote end, ports only.
 * Linux keeps no initial send sequence number (tcps_iss is 0), nor which
 * side opened the connection (tcps_active is 0).  tcps_cwnd and
 * tcps_cwnd_ssthresh are Linux's segment counts times the MSS; tcps_rto
 * is the smoothed round trip plus four deviations, in milliseconds (what
 * Linux's timer is set from, before its bounds).
 */

#pragma D depends_on library ip.d

typedef struct tcpinfo {
	uint16_t tcp_sport;	/* source port */
	uint16_t tcp_dport;	/* destination port */
	uint32_t tcp_seq;	/* sequence number */
	uint32_t tcp_ack;	/* acknowledgement number */
	uint8_t tcp_offset;	/* data offset (header length), bytes */
	uint8_t tcp_flags;	/* TH_* */
	uint16_t tcp_window;	/* window, as sent (unscaled) */
	uint16_t tcp_checksum;	/* checksum */
	uint16_t tcp_urgent;	/* urgent pointer */
	struct tcphdr *tcp_hdr;	/* the header, or NULL */
} tcpinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;	/* the struct sock */
	int tcps_local;		/* 1: both ends on this host */
	int tcps_active;	/* 1: opened from this host (Linux: 0, not known) */
	uint16_t tcps_lport;	/* local port */
	uint16_t tcps_rport;	/* remote port */
	string tcps_laddr;	/* local address, as text */
	string tcps_raddr;	/* remote address, as text */
	int32_t tcps_state;	/* TCP_STATE_* */
	uint32_t tcps_iss;	/* initial send sequence number (Linux: 0) */
	uint32_t tcps_suna;	/* oldest unacknowledged sequence number */
	uint32_t tcps_snxt;	/* next sequence number to send */
	uint32_t tcps_rack;	/* last sequence number acknowledged */
	uint32_t tcps_rnxt;	/* next sequence number expected */
	uint32_t tcps_swnd;	/* send window, bytes */
	int32_t tcps_snd_ws;	/* send window scale */
	uint32_t tcps_rwnd;	/* receive window, bytes */
	int32_t tcps_rcv_ws;	/* receive window scale */
	uint32_t tcps_cwnd;	/* congestion window, bytes */
	uint32_t tcps_cwnd_ssthresh;	/* slow start threshold, bytes */
	uint32_t tcps_sack_fack;	/* highest SACKed sequence number (Linux: 0) */
	uint32_t tcps_sack_snxt;	/* next sequence to send under SACK (Linux: 0) */
	uint32_t tcps_rto;	/* retransmission timeout, milliseconds */
	uint32_t tcps_mss;	/* maximum segment size */
	int tcps_retransmit;	/* 1: a retransmission (Linux: 0, not known) */
} tcpsinfo_t;

typedef struct tcplsinfo {
	int32_t tcps_state;	/* the previous state: TCP_STATE_* */
} tcplsinfo_t;

inline int32_t TCP_STATE_CLOSED = -6;
#pragma D binding "1.6.3" TCP_STATE_CLOSED
inline int32_t TCP_STATE_IDLE = -5;
#pragma D binding "1.6.3" TCP_STATE_IDLE
inline int32_t TCP_STATE_BOUND = -4;
#pragma D binding "1.6.3" TCP_STATE_BOUND
inline int32_t TCP_STATE_LISTEN = -3;
#pragma D binding "1.6.3" TCP_STATE_LISTEN
inline int32_t TCP_STATE_SYN_SENT = -2;
#pragma D binding "1.6.3" TCP_STATE_SYN_SENT
inline int32_t TCP_STATE_SYN_RECEIVED = -1;
#pragma D binding "1.6.3" TCP_STATE_SYN_RECEIVED
inline int32_t TCP_STATE_ESTABLISHED = 0;
#pragma D binding "1.6.3" TCP_STATE_ESTABLISHED
inline int32_t TCP_STATE_CLOSE_WAIT = 1;
#pragma D binding "1.6.3" TCP_STATE_CLOSE_WAIT
inline int32_t TCP_STATE_FIN_WAIT_1 = 2;
#pragma D binding "1.6.3" TCP_STATE_FIN_WAIT_1
inline int32_t TCP_STATE_CLOSING = 3;
#pragma D binding "1.6.3" TCP_STATE_CLOSING
inline int32_t TCP_STATE_LAST_ACK = 4;
#pragma D binding "1.6.3" TCP_STATE_LAST_ACK
inline int32_t TCP_STATE_FIN_WAIT_2 = 5;
#pragma D binding "1.6.3" TCP_STATE_FIN_WAIT_2
inline int32_t TCP_STATE_TIME_WAIT = 6;
#pragma D binding "1.6.3" TCP_STATE_TIME_WAIT

inline string tcp_state_string[int32_t state] =
    state == TCP_STATE_CLOSED ? "state-closed" :
    state == TCP_STATE_IDLE ? "state-idle" :
    state == TCP_STATE_BOUND ? "state-bound" :
    state == TCP_STATE_LISTEN ? "state-listen" :
    state == TCP_STATE_SYN_SENT ? "state-syn-sent" :
    state == TCP_STATE_SYN_RECEIVED ? "state-syn-received" :
    state == TCP_STATE_ESTABLISHED ? "state-established" :
    state == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
    state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
    state == TCP_STATE_CLOSING ? "state-closing" :
    state == TCP_STATE_LAST_ACK ? "state-last-ack" :
    state == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
    state == TCP_STATE_TIME_WAIT ? "state-time-wait" : "<unknown>";
#pragma D binding "1.6.3" tcp_state_string

/*
 * Linux's state S (include/net/tcp_states.h: TCP_ESTABLISHED 1 ...
 * TCP_NEW_SYN_RECV 12) as a TCP_STATE_*
 */
inline int32_t tcp_state_linux[int s] =
    s == 1 ? TCP_STATE_ESTABLISHED : s == 2 ? TCP_STATE_SYN_SENT :
    s == 3 ? TCP_STATE_SYN_RECEIVED : s == 4 ? TCP_STATE_FIN_WAIT_1 :
    s == 5 ? TCP_STATE_FIN_WAIT_2 : s == 6 ? TCP_STATE_TIME_WAIT :
    s == 7 ? TCP_STATE_CLOSED : s == 8 ? TCP_STATE_CLOSE_WAIT :
    s == 9 ? TCP_STATE_LAST_ACK : s == 10 ? TCP_STATE_LISTEN :
    s == 11 ? TCP_STATE_CLOSING : s == 12 ? TCP_STATE_SYN_RECEIVED : TCP_STATE_CLOSED;
#pragma D binding "1.6.3" tcp_state_linux

/* the header's flags (tcp_flags) */
inline int TH_FIN = 0x01;
#pragma D binding "1.6.3" TH_FIN
inline int TH_SYN = 0x02;
#pragma D binding "1.6.3" TH_SYN
inline int TH_RST = 0x04;
#pragma D binding "1.6.3" TH_RST
inline int TH_PUSH = 0x08;
#pragma D binding "1.6.3" TH_PUSH
inline int TH_ACK = 0x10;
#pragma D binding "1.6.3" TH_ACK
inline int TH_URG = 0x20;
#pragma D binding "1.6.3" TH_URG
inline int TH_ECE = 0x40;
#pragma D binding "1.6.3" TH_ECE
inline int TH_CWR = 0x80;
#pragma D binding "1.6.3" TH_CWR

/* the TCP header of packet S */
inline struct tcphdr *tcp_skb_hdr[struct sk_buff *S] =
    (struct tcphdr *)ip_hdr_next[(struct iphdr *)skb_ip_hdr[S]];
#pragma D binding "1.6.3" tcp_skb_hdr

/* a full TCP socket (not a request or time-wait one, nor another protocol's) */
inline int tcp_sock_full[struct sock *S] = S != NULL &&
    S->__sk_common.skc_state != 6 && S->__sk_common.skc_state != 12 &&
    S->sk_type == 1 && S->sk_protocol == IPPROTO_TCP;
#pragma D binding "1.6.3" tcp_sock_full

translator tcpinfo_t < struct iphdr *H > {
	tcp_sport = ntohs(((struct tcphdr *)ip_hdr_next[H])->source);
	tcp_dport = ntohs(((struct tcphdr *)ip_hdr_next[H])->dest);
	tcp_seq = ntohl(((struct tcphdr *)ip_hdr_next[H])->seq);
	tcp_ack = ntohl(((struct tcphdr *)ip_hdr_next[H])->ack_seq);
	tcp_offset = (((uint8_t *)ip_hdr_next[H])[12] >> 4) * 4;
	tcp_flags = ((uint8_t *)ip_hdr_next[H])[13];
	tcp_window = ntohs(((struct tcphdr *)ip_hdr_next[H])->window);
	tcp_checksum = ntohs(((struct tcphdr *)ip_hdr_next[H])->check);
	tcp_urgent = ntohs(((struct tcphdr *)ip_hdr_next[H])->urg_ptr);
	tcp_hdr = (struct tcphdr *)ip_hdr_next[H];
};

/* without a packet: a segment from the remote end, its ports only */
translator tcpinfo_t < struct sock *S > {
	tcp_sport = S == NULL ? 0 : ntohs(S->__sk_common.skc_dport);
	tcp_dport = S == NULL ? 0 : S->__sk_common.skc_num;
	tcp_seq = 0;
	tcp_ack = 0;
	tcp_offset = 0;
	tcp_flags = 0;
	tcp_window = 0;
	tcp_checksum = 0;
	tcp_urgent = 0;
	tcp_hdr = (struct tcphdr *)0;
};

translator tcpsinfo_t < struct sock *S > {
	tcps_addr = (uintptr_t)S;
	tcps_local = S == NULL ? 0 : S->__sk_common.skc_family == AF_INET ?
	    S->__sk_common.skc_rcv_saddr == S->__sk_common.skc_daddr :
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[0] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[0] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[1] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[1] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[2] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[2] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[3] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[3];
	tcps_active = 0;
	tcps_lport = S == NULL ? 0 : S->__sk_common.skc_num;
	tcps_rport = S == NULL ? 0 : ntohs(S->__sk_common.skc_dport);
	tcps_laddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6(&S->__sk_common.skc_v6_rcv_saddr);
	tcps_raddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_daddr) : inet_ntoa6(&S->__sk_common.skc_v6_daddr);
	tcps_state = S == NULL ? TCP_STATE_CLOSED : tcp_state_linux[S->__sk_common.skc_state];
	tcps_iss = 0;
	tcps_suna = tcp_sock_full[S] ? ((struct tcp_sock *)S)->snd_una : 0;
	tcps_snxt = tcp_sock_full[S] ? ((struct tcp_sock *)S)->snd_nxt : 0;
	tcps_rack = tcp_sock_full[S] ? ((struct tcp_sock *)S)->rcv_wup : 0;
	tcps_rnxt = tcp_sock_full[S] ? ((struct tcp_sock *)S)->rcv_nxt : 0;
	tcps_swnd = tcp_sock_full[S] ? ((struct tcp_sock *)S)->snd_wnd : 0;
	tcps_snd_ws = tcp_sock_full[S] ? ((struct tcp_sock *)S)->rx_opt.snd_wscale : 0;
	tcps_rwnd = tcp_sock_full[S] ? ((struct tcp_sock *)S)->rcv_wnd : 0;
	tcps_rcv_ws = tcp_sock_full[S] ? ((struct tcp_sock *)S)->rx_opt.rcv_wscale : 0;
	tcps_cwnd = tcp_sock_full[S] ?
	    ((struct tcp_sock *)S)->snd_cwnd * ((struct tcp_sock *)S)->mss_cache : 0;
	tcps_cwnd_ssthresh = tcp_sock_full[S] ?
	    ((struct tcp_sock *)S)->snd_ssthresh * ((struct tcp_sock *)S)->mss_cache : 0;
	tcps_sack_fack = 0;
	tcps_sack_snxt = 0;
	tcps_rto = tcp_sock_full[S] ? ((((struct tcp_sock *)S)->srtt_us >> 3) +
	    ((struct tcp_sock *)S)->rttvar_us) / 1000 : 0;
	tcps_mss = tcp_sock_full[S] ? ((struct tcp_sock *)S)->mss_cache : 0;
	tcps_retransmit = 0;
};

/* a TCP socket changing state (sock:inet_sock_set_state): arg6 the new state */
translator tcpsinfo_t < struct tcp_sock *T > {
	tcps_addr = (uintptr_t)T;
	tcps_local = xlate <tcpsinfo_t *> ((struct sock *)T)->tcps_local;
	tcps_active = 0;
	tcps_lport = xlate <tcpsinfo_t *> ((struct sock *)T)->tcps_lport;
	tcps_rport = xlate <tcpsinfo_t *> ((struct sock *)T)->tcps_rport;
	tcps_laddr = xlate <tcpsinfo_t *> ((struct sock *)T)->tcps_laddr;
	tcps_raddr = xlate <tcpsinfo_t *> ((struct sock *)T)->tcps_raddr;
	tcps_state = tcp_state_linux[arg6];
	tcps_iss = 0;
	tcps_suna = T->snd_una;
	tcps_snxt = T->snd_nxt;
	tcps_rack = T->rcv_wup;
	tcps_rnxt = T->rcv_nxt;
	tcps_swnd = T->snd_wnd;
	tcps_snd_ws = T->rx_opt.snd_wscale;
	tcps_rwnd = T->rcv_wnd;
	tcps_rcv_ws = T->rx_opt.rcv_wscale;
	tcps_cwnd = T->snd_cwnd * T->mss_cache;
	tcps_cwnd_ssthresh = T->snd_ssthresh * T->mss_cache;
	tcps_sack_fack = 0;
	tcps_sack_snxt = 0;
	tcps_rto = ((T->srtt_us >> 3) + T->rttvar_us) / 1000;
	tcps_mss = T->mss_cache;
	tcps_retransmit = 0;
};

/*
 * A packet (send, receive, connect-request): its socket's, if it has one
 * (a sent one), else (a received one: Linux has not found the socket
 * yet) the packet's addresses and ports, state closed, the rest 0.
 */
translator tcpsinfo_t < struct sk_buff *S > {
	tcps_addr = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_addr : 0;
	tcps_local = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_local :
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_saddr ==
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_daddr;
	tcps_active = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_active : 0;
	tcps_lport = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_lport :
	    ntohs(skb_sending[S] ? tcp_skb_hdr[S]->source : tcp_skb_hdr[S]->dest);
	tcps_rport = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rport :
	    ntohs(skb_sending[S] ? tcp_skb_hdr[S]->dest : tcp_skb_hdr[S]->source);
	tcps_laddr = S == NULL ? "<unknown>" :
	    S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_laddr : skb_sending[S] ?
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_saddr :
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_daddr;
	tcps_raddr = S == NULL ? "<unknown>" :
	    S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_raddr : skb_sending[S] ?
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_daddr :
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_saddr;
	tcps_state = S == NULL || S->sk == NULL ? TCP_STATE_CLOSED :
	    xlate <tcpsinfo_t *> (S->sk)->tcps_state;
	tcps_iss = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_iss : 0;
	tcps_suna = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_suna : 0;
	tcps_snxt = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_snxt : 0;
	tcps_rack = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rack : 0;
	tcps_rnxt = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rnxt : 0;
	tcps_swnd = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_swnd : 0;
	tcps_snd_ws = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_snd_ws : 0;
	tcps_rwnd = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rwnd : 0;
	tcps_rcv_ws = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rcv_ws : 0;
	tcps_cwnd = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_cwnd : 0;
	tcps_cwnd_ssthresh = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_cwnd_ssthresh : 0;
	tcps_sack_fack = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_sack_fack : 0;
	tcps_sack_snxt = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_sack_snxt : 0;
	tcps_rto = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_rto : 0;
	tcps_mss = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_mss : 0;
	tcps_retransmit = S == NULL ? 0 : S->sk != NULL ? xlate <tcpsinfo_t *> (S->sk)->tcps_retransmit : 0;
};

/* state-change's args[5]: the previous state, Linux's number */
translator tcplsinfo_t < int S > {
	tcps_state = tcp_state_linux[S];
};
