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
 * The translators from the kernel's packet (struct sk_buff) belong with
 * the ip provider and are not here yet.  The raw headers are the
 * kernel's struct iphdr and struct ipv6hdr (illumos: ipha_t, ip6_t).
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
