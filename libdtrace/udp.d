/*
 * udp.d: the types of the udp provider's arguments: args[0] pktinfo_t *
 * and args[1] csinfo_t * (net.d), args[2] ipinfo_t * (ip.d), args[3]
 * udpsinfo_t * (the socket), args[4] udpinfo_t * (the datagram's header);
 * UDPH_SIZE, the header's size:
 *
 *	udp:::receive { @[args[3]->udps_laddr, args[3]->udps_lport] =
 *	    sum(args[4]->udp_length - UDPH_SIZE); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * Translators: udpsinfo_t from a socket (struct sock *), or from a
 * packet (struct sk_buff *): its socket's if it has one (a sent one),
 * else (a received one: Linux has not found the socket yet) from its
 * addresses and ports;
 * udpinfo_t from the IP header (the UDP header follows it; IPv6
 * extension headers are not followed).  An unconnected socket's remote
 * end is 0.0.0.0 or "::", port 0.
 */

#pragma D depends_on library ip.d

typedef struct udpinfo {
	uint16_t udp_sport;	/* source port */
	uint16_t udp_dport;	/* destination port */
	uint16_t udp_length;	/* header and payload, bytes */
	uint16_t udp_checksum;	/* checksum */
	struct udphdr *udp_hdr;	/* the header */
} udpinfo_t;

typedef struct udpsinfo {
	uintptr_t udps_addr;	/* the struct sock, or 0 */
	uint16_t udps_lport;	/* local port */
	uint16_t udps_rport;	/* remote port, 0 if not connected */
	string udps_laddr;	/* local address, as text */
	string udps_raddr;	/* remote address, as text */
} udpsinfo_t;

inline int UDPH_SIZE = 8;
#pragma D binding "1.6.3" UDPH_SIZE

/* the UDP header of packet S */
inline struct udphdr *udp_skb_hdr[struct sk_buff *S] =
    (struct udphdr *)ip_hdr_next[(struct iphdr *)skb_ip_hdr[S]];
#pragma D binding "1.6.3" udp_skb_hdr

translator udpinfo_t < struct iphdr *H > {
	udp_sport = ntohs(((struct udphdr *)ip_hdr_next[H])->source);
	udp_dport = ntohs(((struct udphdr *)ip_hdr_next[H])->dest);
	udp_length = ntohs(((struct udphdr *)ip_hdr_next[H])->len);
	udp_checksum = ntohs(((struct udphdr *)ip_hdr_next[H])->check);
	udp_hdr = (struct udphdr *)ip_hdr_next[H];
};

translator udpsinfo_t < struct sock *S > {
	udps_addr = (uintptr_t)S;
	udps_lport = S == NULL ? 0 : S->__sk_common.skc_num;
	udps_rport = S == NULL ? 0 : ntohs(S->__sk_common.skc_dport);
	udps_laddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6(&S->__sk_common.skc_v6_rcv_saddr);
	udps_raddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_daddr) : inet_ntoa6(&S->__sk_common.skc_v6_daddr);
};

/* a packet: its socket's, if it has one (a sent one), else its addresses and ports */
translator udpsinfo_t < struct sk_buff *S > {
	udps_addr = S == NULL ? 0 : (uintptr_t)S->sk;
	udps_lport = S == NULL ? 0 : S->sk != NULL ? xlate <udpsinfo_t *> (S->sk)->udps_lport :
	    ntohs(skb_sending[S] ? udp_skb_hdr[S]->source : udp_skb_hdr[S]->dest);
	udps_rport = S == NULL ? 0 : S->sk != NULL ? xlate <udpsinfo_t *> (S->sk)->udps_rport :
	    ntohs(skb_sending[S] ? udp_skb_hdr[S]->dest : udp_skb_hdr[S]->source);
	udps_laddr = S == NULL ? "<unknown>" :
	    S->sk != NULL ? xlate <udpsinfo_t *> (S->sk)->udps_laddr : skb_sending[S] ?
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_saddr :
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_daddr;
	udps_raddr = S == NULL ? "<unknown>" :
	    S->sk != NULL ? xlate <udpsinfo_t *> (S->sk)->udps_raddr : skb_sending[S] ?
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_daddr :
	    xlate <ipinfo_t *> ((struct iphdr *)skb_ip_hdr[S])->ip_saddr;
};
