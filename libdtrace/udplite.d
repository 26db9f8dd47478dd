/*
 * udplite.d: the types of the udplite provider's arguments (FreeBSD's
 * provider; not in illumos): args[0] pktinfo_t * and args[1] csinfo_t *
 * (net.d), args[2] ipinfo_t * (ip.d), args[3] udplitesinfo_t * (the
 * socket), args[4] udpliteinfo_t * (the datagram's header):
 *
 *	udplite:::receive { @[args[3]->udplites_lport] =
 *	    sum(args[2]->ip_plength - UDPH_SIZE); }
 *
 * Part of the D library: every .d file of the library directory
 * (/usr/lib/dtrace, or -x libdir) is compiled before the user's program, in
 * the order their "#pragma D depends_on library" lines require, so that
 * the names it defines can be used by any program.  Types are not
 * identifiers and take no "#pragma D binding".
 *
 * UDP-Lite (RFC 3828, IPPROTO_UDPLITE) has UDP's header, with the
 * checksum's coverage where UDP has the length; Linux sends and receives
 * it on UDP's paths, and the translators are udp.d's (a socket, struct
 * sock *, or a packet, struct sk_buff *; the header after the IP header,
 * struct iphdr *).
 */

#pragma D depends_on library udp.d

typedef struct udpliteinfo {
	uint16_t udplite_sport;		/* source port */
	uint16_t udplite_dport;		/* destination port */
	uint16_t udplite_coverage;	/* checksum coverage, bytes (0: all) */
	uint16_t udplite_checksum;	/* checksum */
	struct udphdr *udplite_hdr;	/* the header (UDP's layout) */
} udpliteinfo_t;

typedef struct udplitesinfo {
	uintptr_t udplites_addr;	/* the struct sock, or 0 */
	uint16_t udplites_lport;	/* local port */
	uint16_t udplites_rport;	/* remote port, 0 if not connected */
	string udplites_laddr;		/* local address, as text */
	string udplites_raddr;		/* remote address, as text */
} udplitesinfo_t;

translator udpliteinfo_t < struct iphdr *H > {
	udplite_sport = xlate <udpinfo_t *> (H)->udp_sport;
	udplite_dport = xlate <udpinfo_t *> (H)->udp_dport;
	udplite_coverage = xlate <udpinfo_t *> (H)->udp_length;
	udplite_checksum = xlate <udpinfo_t *> (H)->udp_checksum;
	udplite_hdr = xlate <udpinfo_t *> (H)->udp_hdr;
};

translator udplitesinfo_t < struct sk_buff *S > {
	udplites_addr = xlate <udpsinfo_t *> (S)->udps_addr;
	udplites_lport = xlate <udpsinfo_t *> (S)->udps_lport;
	udplites_rport = xlate <udpsinfo_t *> (S)->udps_rport;
	udplites_laddr = xlate <udpsinfo_t *> (S)->udps_laddr;
	udplites_raddr = xlate <udpsinfo_t *> (S)->udps_raddr;
};
