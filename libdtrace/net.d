/*
 * net.d: what every network provider shares: the address families
 * (AF_INET ...) and IP protocol numbers (IPPROTO_TCP ...) as D constants,
 * and pktinfo_t and csinfo_t, the packet and the connection that the ip
 * provider (ip.d) passes as args[0] and args[1]:
 *
 *	ip:::send /args[2]->ip_ver == 4/ { ... }
 *	syscall::socket:entry /arg0 == AF_INET6/ { ... }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Each name carries the
 * D version it appeared in ("#pragma D binding"); types are not
 * identifiers and take none.
 *
 * The values are Linux's (sys/socket.h, and the uapi linux/in.h and
 * linux/in6.h); test/unit/dlibs/run.sh checks them against the installed
 * headers, and against the kernel's BTF, where IPPROTO_* are enumerators
 * (a D constant must not give a kernel name another value).  Protocols
 * newer than Linux 5.15 (IPPROTO_AGGFRAG, IPPROTO_SMC) are left out.
 */

#pragma D depends_on library types.d

/* address families (socket(2) domains) */
inline int AF_UNSPEC = 0;		/* unspecified */
#pragma D binding "1.0" AF_UNSPEC
inline int AF_UNIX = 1;			/* local (Unix domain) sockets */
#pragma D binding "1.0" AF_UNIX
inline int AF_LOCAL = 1;		/* same as AF_UNIX */
#pragma D binding "1.0" AF_LOCAL
inline int AF_INET = 2;			/* IPv4 */
#pragma D binding "1.0" AF_INET
inline int AF_INET6 = 10;		/* IPv6 */
#pragma D binding "1.0" AF_INET6
inline int AF_NETLINK = 16;		/* kernel user interface */
#pragma D binding "1.0" AF_NETLINK
inline int AF_PACKET = 17;		/* raw packets */
#pragma D binding "1.0" AF_PACKET

/* IP protocol numbers (ipv4_protocol, ipv6_nexthdr) */
inline int IPPROTO_IP = 0;		/* Dummy protocol for TCP */
#pragma D binding "1.0" IPPROTO_IP
inline int IPPROTO_ICMP = 1;		/* Internet Control Message Protocol */
#pragma D binding "1.0" IPPROTO_ICMP
inline int IPPROTO_IGMP = 2;		/* Internet Group Management Protocol */
#pragma D binding "1.0" IPPROTO_IGMP
inline int IPPROTO_IPIP = 4;		/* IPIP tunnels (older KA9Q tunnels use 94) */
#pragma D binding "1.0" IPPROTO_IPIP
inline int IPPROTO_TCP = 6;		/* Transmission Control Protocol */
#pragma D binding "1.0" IPPROTO_TCP
inline int IPPROTO_EGP = 8;		/* Exterior Gateway Protocol */
#pragma D binding "1.0" IPPROTO_EGP
inline int IPPROTO_PUP = 12;		/* PUP protocol */
#pragma D binding "1.0" IPPROTO_PUP
inline int IPPROTO_UDP = 17;		/* User Datagram Protocol */
#pragma D binding "1.0" IPPROTO_UDP
inline int IPPROTO_IDP = 22;		/* XNS IDP protocol */
#pragma D binding "1.0" IPPROTO_IDP
inline int IPPROTO_TP = 29;		/* SO Transport Protocol Class 4 */
#pragma D binding "1.0" IPPROTO_TP
inline int IPPROTO_DCCP = 33;		/* Datagram Congestion Control Protocol */
#pragma D binding "1.0" IPPROTO_DCCP
inline int IPPROTO_IPV6 = 41;		/* IPv6-in-IPv4 tunnelling */
#pragma D binding "1.0" IPPROTO_IPV6
inline int IPPROTO_RSVP = 46;		/* RSVP Protocol */
#pragma D binding "1.0" IPPROTO_RSVP
inline int IPPROTO_GRE = 47;		/* Cisco GRE tunnels (rfc 1701,1702) */
#pragma D binding "1.0" IPPROTO_GRE
inline int IPPROTO_ESP = 50;		/* Encapsulation Security Payload protocol */
#pragma D binding "1.0" IPPROTO_ESP
inline int IPPROTO_AH = 51;		/* Authentication Header protocol */
#pragma D binding "1.0" IPPROTO_AH
inline int IPPROTO_MTP = 92;		/* Multicast Transport Protocol */
#pragma D binding "1.0" IPPROTO_MTP
inline int IPPROTO_BEETPH = 94;		/* IP option pseudo header for BEET */
#pragma D binding "1.0" IPPROTO_BEETPH
inline int IPPROTO_ENCAP = 98;		/* Encapsulation Header */
#pragma D binding "1.0" IPPROTO_ENCAP
inline int IPPROTO_PIM = 103;		/* Protocol Independent Multicast */
#pragma D binding "1.0" IPPROTO_PIM
inline int IPPROTO_COMP = 108;		/* Compression Header Protocol */
#pragma D binding "1.0" IPPROTO_COMP
inline int IPPROTO_L2TP = 115;		/* Layer 2 Tunnelling Protocol */
#pragma D binding "1.0" IPPROTO_L2TP
inline int IPPROTO_SCTP = 132;		/* Stream Control Transport Protocol */
#pragma D binding "1.0" IPPROTO_SCTP
inline int IPPROTO_UDPLITE = 136;	/* UDP-Lite (RFC 3828) */
#pragma D binding "1.0" IPPROTO_UDPLITE
inline int IPPROTO_MPLS = 137;		/* MPLS in IP (RFC 4023) */
#pragma D binding "1.0" IPPROTO_MPLS
inline int IPPROTO_ETHERNET = 143;	/* Ethernet-within-IPv6 Encapsulation */
#pragma D binding "1.0" IPPROTO_ETHERNET
inline int IPPROTO_RAW = 255;		/* Raw IP packets */
#pragma D binding "1.0" IPPROTO_RAW
inline int IPPROTO_MPTCP = 262;		/* Multipath TCP connection */
#pragma D binding "1.0" IPPROTO_MPTCP
inline int IPPROTO_HOPOPTS = 0;		/* IPv6 hop-by-hop options */
#pragma D binding "1.0" IPPROTO_HOPOPTS
inline int IPPROTO_ROUTING = 43;	/* IPv6 routing header */
#pragma D binding "1.0" IPPROTO_ROUTING
inline int IPPROTO_FRAGMENT = 44;	/* IPv6 fragmentation header */
#pragma D binding "1.0" IPPROTO_FRAGMENT
inline int IPPROTO_ICMPV6 = 58;		/* ICMPv6 */
#pragma D binding "1.0" IPPROTO_ICMPV6
inline int IPPROTO_NONE = 59;		/* IPv6 no next header */
#pragma D binding "1.0" IPPROTO_NONE
inline int IPPROTO_DSTOPTS = 60;	/* IPv6 destination options */
#pragma D binding "1.0" IPPROTO_DSTOPTS
inline int IPPROTO_MH = 135;		/* IPv6 mobility header */
#pragma D binding "1.0" IPPROTO_MH

/*
 * A packet.  pkt_addr is the address of the packet's kernel data (the
 * struct sk_buff on Linux), or 0 where the probe has none.
 */
typedef struct pktinfo {
	uintptr_t pkt_addr;	/* the struct sk_buff, or 0 */
} pktinfo_t;

/*
 * The connection a packet belongs to, if any.  Linux has no connection
 * id: cs_cid is the address of the socket (struct sock), and Linux does
 * not record which process a socket belongs to: cs_pid is -1.  A packet
 * without a socket (received: Linux finds it later) gives 0, 0, -1, -1.
 */
typedef struct csinfo {
	uintptr_t cs_addr;	/* the struct sock, or 0 */
	uint64_t cs_cid;	/* connection id: the struct sock's address, or 0 */
	pid_t cs_pid;		/* process that owns the connection: -1, unknown */
	zoneid_t cs_zoneid;	/* Solaris zone: 0 (the global zone), -1 without a socket */
} csinfo_t;

translator pktinfo_t < struct sk_buff *P > {
	pkt_addr = (uintptr_t)P;
};

translator csinfo_t < struct sock *S > {
	cs_addr = (uintptr_t)S;
	cs_cid = (uint64_t)S;
	cs_pid = -1;
	cs_zoneid = S == NULL ? -1 : 0;
};
