/*
 * ip.d: the types of the ip provider's arguments (ip:::send, ip:::receive):
 * args[0] pktinfo_t * and args[1] csinfo_t * (net.d), args[2] ipinfo_t *
 * (version-independent), args[3] ifinfo_t * (the interface), args[4]
 * ipv4info_t * and args[5] ipv6info_t * (the header of the packet's
 * version; the other one is NULL):
 *
 *	ip:::receive { @[args[2]->ip_saddr, args[3]->if_name] = count(); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Types are not
 * identifiers and take no "#pragma D binding".
 *
 * The translators take the packet's IP header (struct iphdr *, whatever
 * its version: the first 4 bits say), the device (struct net_device *),
 * or, where a probe has a connection but no packet (tcp:::connect-
 * established...), the socket (struct sock *: a segment from the remote
 * end to the local one).  The raw headers are the kernel's struct iphdr
 * and struct ipv6hdr (illumos: ipha_t, ip6_t).  A header of the other
 * version, or none, gives ipv4info_t/ipv6info_t's NULL translation (0,
 * "<null>").  ipv4_flags and ipv4_offset are illumos's arithmetic (the
 * top 4 bits of the flags-and-offset word, and its low 12 bits);
 * ipv6_tclass and ipv6_flow are the header's (illumos's translator gives
 * 0 or 1: doc/compat.md).
 */

#pragma D depends_on library net.d

typedef uint32_t ipaddr_t;		/* IPv4 address, network byte order */
typedef struct in6_addr in6_addr_t;	/* IPv6 address */
typedef int netstackid_t;		/* network stack (namespace) id */

typedef struct ipinfo {
	uint8_t ip_ver;		/* IP version: 4 or 6 */
	uint32_t ip_plength;	/* payload length, bytes */
	string ip_saddr;	/* source address, as text */
	string ip_daddr;	/* destination address, as text */
} ipinfo_t;

typedef struct ifinfo {
	string if_name;		/* interface name (eth0) */
	int8_t if_local;	/* 1 if the packet is local (loopback) */
	netstackid_t if_ipstack;	/* network namespace id, 0 for the initial one */
	uintptr_t if_addr;	/* the struct net_device */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;	/* IP version: 4 */
	uint8_t ipv4_ihl;	/* header length, bytes */
	uint8_t ipv4_tos;	/* type of service */
	uint16_t ipv4_length;	/* total length, bytes */
	uint16_t ipv4_ident;	/* identification */
	uint8_t ipv4_flags;	/* flags (DF, MF) */
	uint16_t ipv4_offset;	/* fragment offset, bytes */
	uint8_t ipv4_ttl;	/* time to live */
	uint8_t ipv4_protocol;	/* next protocol (IPPROTO_*) */
	string ipv4_protostr;	/* next protocol, as text (TCP) */
	uint16_t ipv4_checksum;	/* header checksum */
	ipaddr_t ipv4_src;	/* source address */
	ipaddr_t ipv4_dst;	/* destination address */
	string ipv4_saddr;	/* source address, as text */
	string ipv4_daddr;	/* destination address, as text */
	struct iphdr *ipv4_hdr;	/* the header */
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;	/* IP version: 6 */
	uint8_t ipv6_tclass;	/* traffic class */
	uint32_t ipv6_flow;	/* flow label */
	uint16_t ipv6_plen;	/* payload length, bytes */
	uint8_t ipv6_nexthdr;	/* next header (IPPROTO_*) */
	string ipv6_nextstr;	/* next header, as text (TCP) */
	uint8_t ipv6_hlim;	/* hop limit */
	in6_addr_t *ipv6_src;	/* source address */
	in6_addr_t *ipv6_dst;	/* destination address */
	string ipv6_saddr;	/* source address, as text */
	string ipv6_daddr;	/* destination address, as text */
	struct ipv6hdr *ipv6_hdr;	/* the header */
} ipv6info_t;

/* the name of IP protocol P (ipv4_protostr, ipv6_nextstr), else its number */
inline string ip_protostr[int p] =
    p == IPPROTO_TCP ? "TCP" : p == IPPROTO_UDP ? "UDP" : p == IPPROTO_IP ? "IP" :
    p == IPPROTO_ICMP ? "ICMP" : p == IPPROTO_IGMP ? "IGMP" : p == IPPROTO_EGP ? "EGP" :
    p == IPPROTO_IPV6 ? "IPv6" : p == IPPROTO_ROUTING ? "ROUTE" : p == IPPROTO_ESP ? "ESP" :
    p == IPPROTO_AH ? "AH" : p == IPPROTO_ICMPV6 ? "ICMPv6" : p == 89 ? "OSPF" :
    p == IPPROTO_SCTP ? "SCTP" : p == IPPROTO_RAW ? "RAW" : lltostr(p);
#pragma D binding "1.5" ip_protostr

/* the IP version of the header at H (its first 4 bits), 0 for NULL */
inline uint8_t ip_hdr_version[struct iphdr *H] = H == NULL ? 0 : *(uint8_t *)H >> 4;
#pragma D binding "1.5" ip_hdr_version

/* the transport header after the IP header at H (IPv4: its length; IPv6: 40 bytes) */
inline uintptr_t ip_hdr_next[struct iphdr *H] =
    (uintptr_t)H + (ip_hdr_version[H] == 4 ? (*(uint8_t *)H & 0xf) * 4 : 40);
#pragma D binding "1.5" ip_hdr_next

/*
 * A packet (struct sk_buff *S) on its way to or from a device: sent if
 * its data starts at its link-layer header (the device has it to send),
 * else received (the link-layer header pulled); its IP header.  (A device
 * without link-layer headers looks like sending either way.)
 */
inline int skb_sending[struct sk_buff *S] = S->data == S->head + S->mac_header;
#pragma D binding "1.5" skb_sending
inline uintptr_t skb_ip_hdr[struct sk_buff *S] =
    skb_sending[S] ? (uintptr_t)S->head + S->network_header : (uintptr_t)S->data;
#pragma D binding "1.5" skb_ip_hdr

translator ipinfo_t < struct iphdr *H > {
	ip_ver = ip_hdr_version[H];
	ip_plength = ip_hdr_version[H] == 4 ? ntohs(H->tot_len) - (*(uint8_t *)H & 0xf) * 4 :
	    ip_hdr_version[H] == 6 ? ntohs(((struct ipv6hdr *)H)->payload_len) : 0;
	ip_saddr = ip_hdr_version[H] == 4 ? inet_ntoa(&H->saddr) :
	    ip_hdr_version[H] == 6 ? inet_ntoa6(&((struct ipv6hdr *)H)->saddr) : "<unknown>";
	ip_daddr = ip_hdr_version[H] == 4 ? inet_ntoa(&H->daddr) :
	    ip_hdr_version[H] == 6 ? inet_ntoa6(&((struct ipv6hdr *)H)->daddr) : "<unknown>";
};

/* a connection's segment from the remote end to the local one (no packet) */
translator ipinfo_t < struct sock *S > {
	ip_ver = S == NULL ? 0 : S->__sk_common.skc_family == AF_INET ? 4 :
	    S->__sk_common.skc_family == AF_INET6 ? 6 : 0;
	ip_plength = 0;
	ip_saddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_daddr) : inet_ntoa6(&S->__sk_common.skc_v6_daddr);
	ip_daddr = S == NULL ? "<unknown>" : S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&S->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6(&S->__sk_common.skc_v6_rcv_saddr);
};

/* if_local: the loopback device (IFF_LOOPBACK); if_ipstack: the namespace's inode number */
translator ifinfo_t < struct net_device *D > {
	if_name = D == NULL ? "<null>" : stringof(D->name);
	if_local = D == NULL ? -1 : (D->flags & 0x8) != 0 ? 1 : 0;
	if_ipstack = D == NULL ? 0 : D->nd_net.net->ns.inum;
	if_addr = (uintptr_t)D;
};

translator ipv4info_t < struct iphdr *H > {
	ipv4_ver = ip_hdr_version[H] == 4 ? 4 : 0;
	ipv4_ihl = ip_hdr_version[H] == 4 ? (*(uint8_t *)H & 0xf) * 4 : 0;
	ipv4_tos = ip_hdr_version[H] == 4 ? H->tos : 0;
	ipv4_length = ip_hdr_version[H] == 4 ? ntohs(H->tot_len) : 0;
	ipv4_ident = ip_hdr_version[H] == 4 ? ntohs(H->id) : 0;
	ipv4_flags = ip_hdr_version[H] == 4 ? ntohs(H->frag_off) >> 12 : 0;
	ipv4_offset = ip_hdr_version[H] == 4 ? ntohs(H->frag_off) & 0x0fff : 0;
	ipv4_ttl = ip_hdr_version[H] == 4 ? H->ttl : 0;
	ipv4_protocol = ip_hdr_version[H] == 4 ? H->protocol : 0;
	ipv4_protostr = ip_hdr_version[H] == 4 ? ip_protostr[H->protocol] : "<null>";
	ipv4_checksum = ip_hdr_version[H] == 4 ? ntohs(H->check) : 0;
	ipv4_src = ip_hdr_version[H] == 4 ? H->saddr : 0;
	ipv4_dst = ip_hdr_version[H] == 4 ? H->daddr : 0;
	ipv4_saddr = ip_hdr_version[H] == 4 ? inet_ntoa(&H->saddr) : "<null>";
	ipv4_daddr = ip_hdr_version[H] == 4 ? inet_ntoa(&H->daddr) : "<null>";
	ipv4_hdr = ip_hdr_version[H] == 4 ? H : NULL;
};

translator ipv6info_t < struct ipv6hdr *H > {
	ipv6_ver = ip_hdr_version[(struct iphdr *)H] == 6 ? 6 : 0;
	ipv6_tclass = ip_hdr_version[(struct iphdr *)H] == 6 ?
	    (ntohl(*(uint32_t *)H) >> 20) & 0xff : 0;
	ipv6_flow = ip_hdr_version[(struct iphdr *)H] == 6 ? ntohl(*(uint32_t *)H) & 0xfffff : 0;
	ipv6_plen = ip_hdr_version[(struct iphdr *)H] == 6 ? ntohs(H->payload_len) : 0;
	ipv6_nexthdr = ip_hdr_version[(struct iphdr *)H] == 6 ? H->nexthdr : 0;
	ipv6_nextstr = ip_hdr_version[(struct iphdr *)H] == 6 ? ip_protostr[H->nexthdr] : "<null>";
	ipv6_hlim = ip_hdr_version[(struct iphdr *)H] == 6 ? H->hop_limit : 0;
	ipv6_src = ip_hdr_version[(struct iphdr *)H] == 6 ? &H->saddr : NULL;
	ipv6_dst = ip_hdr_version[(struct iphdr *)H] == 6 ? &H->daddr : NULL;
	ipv6_saddr = ip_hdr_version[(struct iphdr *)H] == 6 ? inet_ntoa6(&H->saddr) : "<null>";
	ipv6_daddr = ip_hdr_version[(struct iphdr *)H] == 6 ? inet_ntoa6(&H->daddr) : "<null>";
	ipv6_hdr = ip_hdr_version[(struct iphdr *)H] == 6 ? H : NULL;
};
