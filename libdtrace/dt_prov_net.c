/*
 * The network providers ip, tcp, udp and udplite (FreeBSD's): DTrace's
 * stable probes of packets and connections (STABLE-PROVIDERS.md §5-§8),
 * on Linux's tracepoints, as tables of the stable layer
 * (dt_prov_stable.h).  The arguments are translated by ip.d, tcp.d,
 * udp.d and udplite.d.
 *
 * Where the probes ride:
 * - a packet sent: net:net_dev_start_xmit, the skb handed to the device
 *   driver (its IP header at head + network_header, its transport header
 *   at head + transport_header); a packet received: net:netif_receive_skb,
 *   the skb given to the protocols (IP header at data).  Only IPv4 and
 *   IPv6 packets (skb->protocol), then per provider the IP header's
 *   protocol (IPv4) or next header (IPv6; extension headers are not
 *   followed): ip:::send/receive, tcp:::send/receive, udp:::send/receive,
 *   udplite:::send/receive.
 *   A GSO/GRO packet is one firing, as one skb.  A sent packet's socket is
 *   skb->sk; a received one has none yet (Linux finds it later): the
 *   tcpsinfo_t/udpsinfo_t of receive come from the packet's addresses
 *   and ports (tcp.d, udp.d: translators from struct iphdr *).
 * - tcp:::connect-request: a sent TCP segment with SYN and not ACK.
 * - tcp:::state-change, connect-established (SYN_SENT to ESTABLISHED) and
 *   accept-established (SYN_RECV to ESTABLISHED, the accepted socket):
 *   sock:inet_sock_set_state of a TCP socket, which fires before the
 *   socket's state changes: their args[3] is the socket as a
 *   struct tcp_sock *, whose translator takes tcps_state from arg6, the
 *   new state (Linux's number).
 * - tcp:::connect-refused: tcp:tcp_receive_reset of a SYN_SENT socket;
 *   accept-refused: tcp:tcp_send_reset without a socket in answer to a
 *   SYN (args[2] and args[4] describe that SYN: Linux traces the reset
 *   before it is built).
 *
 * skb->protocol is compared in network byte order, as it is stored, read
 * as a little-endian u16 (both supported architectures are).
 */
#include <stddef.h>
#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_prov_stable.h"

#define ETH_P_IP_NET		0x0008	/* htons(ETH_P_IP) */
#define ETH_P_IPV6_NET		0xdd86	/* htons(ETH_P_IPV6) */
#define NET_IPPROTO_TCP		6
#define NET_IPPROTO_UDP		17
#define NET_IPPROTO_UDPLITE	136
#define TCP_FLAGS_OFF		13	/* the flags byte of a TCP header */
#define TH_SYN_ACK		0x12	/* SYN | ACK */
#define TH_SYN_ONLY		0x02	/* SYN */
/* Linux's TCP states (include/net/tcp_states.h) */
#define LTCP_ESTABLISHED	1
#define LTCP_SYN_SENT		2
#define LTCP_SYN_RECV		3

#define SLOT(n)			{ DT_STV_SLOT, (n), NULL, NULL }
#define SLOTP(n, path)		{ DT_STV_SLOT, (n), (path), NULL }
#define HOOK(n, f)		{ DT_STV_HOOK, (n), NULL, (f) }

/* r0 = 0: an argument the probe does not have (a NULL pointer) */
static int dt_net_zero(dt_stctx_t *c, const dt_stval_t *v)
{
	(void)v;
	dt_emit(c->sc_prog, BPF_MOV_IMM(BPF_REG_0, 0));
	return 0;
}

/* r0 = skb->head + skb->MEMBER, for the skb in slot v->sv_slot (r9 clobbered) */
static int dt_net_head_off(dt_stctx_t *c, const dt_stval_t *v, const char *member)
{
	const dt_stval_t head = SLOTP(v->sv_slot, "head"), off = SLOTP(v->sv_slot, member);

	if (dt_stable_emit_val(c, &head) != 0)
		return -1;
	/* r9 = skb->head; r0 = skb->member; r0 += r9 */
	dt_emit(c->sc_prog, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	if (dt_stable_emit_val(c, &off) != 0)
		return -1;
	dt_emit(c->sc_prog, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_9));
	return 0;
}

/* a sent skb's IP header: head + network_header */
static int dt_net_nh_tx(dt_stctx_t *c, const dt_stval_t *v)
{
	return dt_net_head_off(c, v, "network_header");
}

/* a received skb's IP header (netif_receive_skb): data */
static int dt_net_nh_rx(dt_stctx_t *c, const dt_stval_t *v)
{
	const dt_stval_t data = SLOTP(v->sv_slot, "data");

	return dt_stable_emit_val(c, &data);
}

/* r0 = the byte at r0 + r1 (0 if it cannot be read); r1-r5 clobbered */
static void dt_net_read_byte(dt_bpf_prog_t *dp)
{
	/* r3 = r0 + r1; *(u64 *)(fp + TMP) = 0 */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_3, BPF_REG_0));
	dt_emit(dp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_emit(dp, BPF_STORE_IMM(BPF_DW, BPF_REG_FP, DT_CG_TMP_SLOT, 0));
	/* bpf_probe_read_kernel(fp + TMP, 1, r3); r0 = *(u8 *)(fp + TMP) */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_1, BPF_REG_FP));
	dt_emit(dp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_CG_TMP_SLOT));
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_2, 1));
	dt_emit(dp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_emit(dp, BPF_LOAD(BPF_B, BPF_REG_0, BPF_REG_FP, DT_CG_TMP_SLOT));
}

/*
 * r0 = the IP header's protocol (IPv4, byte 9) or next header (IPv6,
 * byte 6), the header at what nh emits; the skb's protocol (IPv4 or
 * IPv6, a condition before this one) says which
 */
static int dt_net_l4(dt_stctx_t *c, const dt_stval_t *v, dt_stable_hook_f *nh)
{
	const dt_stval_t proto = SLOTP(v->sv_slot, "protocol");
	dt_bpf_prog_t *dp = c->sc_prog;
	int v4 = dt_label_new(dp), read = dt_label_new(dp);

	/* r9 = the header */
	if (nh(c, v) != 0)
		return -1;
	dt_emit(dp, BPF_MOV_REG(BPF_REG_9, BPF_REG_0));
	if (dt_stable_emit_val(c, &proto) != 0)
		return -1;
	/* r1 = skb->protocol == htons(ETH_P_IP) ? 9 : 6 */
	dt_emit_jmp(dp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, ETH_P_IP_NET, 0), v4);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_1, 6));
	dt_emit_jmp(dp, BPF_GOTO(0), read);
	dt_label_place(dp, v4);
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_1, 9));
	dt_label_place(dp, read);
	/* r0 = *(u8 *)(r9 + r1) */
	dt_emit(dp, BPF_MOV_REG(BPF_REG_0, BPF_REG_9));
	dt_net_read_byte(dp);
	return 0;
}

static int dt_net_l4_tx(dt_stctx_t *c, const dt_stval_t *v)
{
	return dt_net_l4(c, v, dt_net_nh_tx);
}

static int dt_net_l4_rx(dt_stctx_t *c, const dt_stval_t *v)
{
	return dt_net_l4(c, v, dt_net_nh_rx);
}

/* r0 = the TCP header's flags & (SYN | ACK), the header at head + transport_header */
static int dt_net_synack(dt_stctx_t *c, const dt_stval_t *v)
{
	dt_bpf_prog_t *dp = c->sc_prog;

	if (dt_net_head_off(c, v, "transport_header") != 0)
		return -1;
	/* r0 = *(u8 *)(r0 + 13) & (TH_SYN | TH_ACK) */
	dt_emit(dp, BPF_MOV_IMM(BPF_REG_1, TCP_FLAGS_OFF));
	dt_net_read_byte(dp);
	dt_emit(dp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, TH_SYN_ACK));
	return 0;
}

/* an IPv4 or IPv6 packet (the skb in slot N) whose next protocol is P (hook L4) */
#define DT_NET_PKT(n, l4, p)						\
	{ .sc_op = DT_STC_IN, .sc_val = SLOTP(n, "protocol"), .sc_nk = 2,	\
	  .sc_k = { ETH_P_IP_NET, ETH_P_IPV6_NET } },			\
	{ .sc_op = DT_STC_EQ, .sc_val = HOOK(n, l4), .sc_k = { p } }

/* ip:::send and receive: the skb, its socket, its IP header, its device */
#define DT_IP_ARGS(sock, nh, dev)					\
	{ SLOT(0), "struct sk_buff *", "pktinfo_t *" },			\
	{ sock, "struct sock *", "csinfo_t *" },			\
	{ nh, "struct iphdr *", "ipinfo_t *" },				\
	{ dev, "struct net_device *", "ifinfo_t *" },			\
	{ nh, "struct iphdr *", "ipv4info_t *" },			\
	{ nh, "struct ipv6hdr *", "ipv6info_t *" }

static const dt_stprobe_t dt_ip_probes[] = {
	{ "send", "net", "net_dev_start_xmit",
	  .sp_conds = {
		{ .sc_op = DT_STC_IN, .sc_val = SLOTP(0, "protocol"), .sc_nk = 2,
		  .sc_k = { ETH_P_IP_NET, ETH_P_IPV6_NET } },
	  },
	  .sp_args = { DT_IP_ARGS(SLOTP(0, "sk"), HOOK(0, dt_net_nh_tx), SLOT(1)) } },
	{ "receive", "net", "netif_receive_skb",
	  .sp_conds = {
		{ .sc_op = DT_STC_IN, .sc_val = SLOTP(0, "protocol"), .sc_nk = 2,
		  .sc_k = { ETH_P_IP_NET, ETH_P_IPV6_NET } },
	  },
	  .sp_args = { DT_IP_ARGS(HOOK(0, dt_net_zero), HOOK(0, dt_net_nh_rx),
				  SLOTP(0, "dev")) } },
};

/* tcp:::send and the like: a sent skb (slot 0), its socket, its headers */
#define DT_TCP_TX_ARGS							\
	{ SLOT(0), "struct sk_buff *", "pktinfo_t *" },			\
	{ SLOTP(0, "sk"), "struct sock *", "csinfo_t *" },		\
	{ HOOK(0, dt_net_nh_tx), "struct iphdr *", "ipinfo_t *" },	\
	{ SLOT(0), "struct sk_buff *", "tcpsinfo_t *" },		\
	{ HOOK(0, dt_net_nh_tx), "struct iphdr *", "tcpinfo_t *" }

/*
 * a TCP socket (slot 0) without a packet: args[3] the socket as a
 * struct tcp_sock *, whose translator takes tcps_state from arg6 (STATE:
 * the new state of a socket changing state)
 */
#define DT_TCP_SOCK_ARGS(state)						\
	{ HOOK(0, dt_net_zero), "struct sk_buff *", "pktinfo_t *" },	\
	{ SLOT(0), "struct sock *", "csinfo_t *" },			\
	{ SLOT(0), "struct sock *", "ipinfo_t *" },			\
	{ SLOT(0), "struct tcp_sock *", "tcpsinfo_t *" },		\
	{ SLOT(0), "struct sock *", "tcpinfo_t *" },			\
	{ HOOK(0, dt_net_zero), "void" },				\
	{ state, "int" }

#define DT_TCP_SOCKCHANGE(from, to)					\
	{ .sc_op = DT_STC_EQ, .sc_val = SLOTP(0, "sk_protocol"), .sc_k = { NET_IPPROTO_TCP } }, \
	{ .sc_op = DT_STC_EQ, .sc_val = SLOT(1), .sc_k = { from } },	\
	{ .sc_op = DT_STC_EQ, .sc_val = SLOT(2), .sc_k = { to } }

static const dt_stprobe_t dt_tcp_probes[] = {
	{ "send", "net", "net_dev_start_xmit",
	  .sp_conds = { DT_NET_PKT(0, dt_net_l4_tx, NET_IPPROTO_TCP) },
	  .sp_args = { DT_TCP_TX_ARGS } },
	{ "receive", "net", "netif_receive_skb",
	  .sp_conds = { DT_NET_PKT(0, dt_net_l4_rx, NET_IPPROTO_TCP) },
	  .sp_args = {
		{ SLOT(0), "struct sk_buff *", "pktinfo_t *" },
		{ HOOK(0, dt_net_zero), "struct sock *", "csinfo_t *" },
		{ HOOK(0, dt_net_nh_rx), "struct iphdr *", "ipinfo_t *" },
		{ SLOT(0), "struct sk_buff *", "tcpsinfo_t *" },
		{ HOOK(0, dt_net_nh_rx), "struct iphdr *", "tcpinfo_t *" },
	  } },
	{ "connect-request", "net", "net_dev_start_xmit",
	  .sp_conds = {
		DT_NET_PKT(0, dt_net_l4_tx, NET_IPPROTO_TCP),
		{ .sc_op = DT_STC_EQ, .sc_val = HOOK(0, dt_net_synack), .sc_k = { TH_SYN_ONLY } },
	  },
	  .sp_args = { DT_TCP_TX_ARGS } },
	{ "connect-established", "sock", "inet_sock_set_state",
	  .sp_conds = { DT_TCP_SOCKCHANGE(LTCP_SYN_SENT, LTCP_ESTABLISHED) },
	  .sp_args = { DT_TCP_SOCK_ARGS(SLOT(2)) } },
	{ "connect-refused", "tcp", "tcp_receive_reset",
	  .sp_conds = {
		{ .sc_op = DT_STC_EQ, .sc_val = SLOTP(0, "__sk_common.skc_state"),
		  .sc_k = { LTCP_SYN_SENT } },
	  },
	  .sp_args = { DT_TCP_SOCK_ARGS(SLOTP(0, "__sk_common.skc_state")) } },
	{ "accept-established", "sock", "inet_sock_set_state",
	  .sp_conds = { DT_TCP_SOCKCHANGE(LTCP_SYN_RECV, LTCP_ESTABLISHED) },
	  .sp_args = { DT_TCP_SOCK_ARGS(SLOT(2)) } },
	{ "accept-refused", "tcp", "tcp_send_reset",
	  .sp_conds = {
		/* no socket, in answer to a SYN */
		{ .sc_op = DT_STC_EQ, .sc_val = SLOT(0), .sc_k = { 0 } },
		{ .sc_op = DT_STC_EQ, .sc_val = HOOK(1, dt_net_synack), .sc_k = { TH_SYN_ONLY } },
	  },
	  .sp_args = {
		{ SLOT(1), "struct sk_buff *", "pktinfo_t *" },
		{ HOOK(0, dt_net_zero), "struct sock *", "csinfo_t *" },
		{ HOOK(1, dt_net_nh_tx), "struct iphdr *", "ipinfo_t *" },
		{ HOOK(0, dt_net_zero), "struct sk_buff *", "tcpsinfo_t *" },
		{ HOOK(1, dt_net_nh_tx), "struct iphdr *", "tcpinfo_t *" },
	  } },
	{ "state-change", "sock", "inet_sock_set_state",
	  .sp_conds = {
		{ .sc_op = DT_STC_EQ, .sc_val = SLOTP(0, "sk_protocol"),
		  .sc_k = { NET_IPPROTO_TCP } },
	  },
	  .sp_args = {
		{ HOOK(0, dt_net_zero), "void" },
		{ SLOT(0), "struct sock *", "csinfo_t *" },
		{ HOOK(0, dt_net_zero), "void" },
		{ SLOT(0), "struct tcp_sock *", "tcpsinfo_t *" },
		{ HOOK(0, dt_net_zero), "void" },
		{ SLOT(1), "int", "tcplsinfo_t *" },
		{ SLOT(2), "int" },
	  } },
};

/* udp:::send and receive, udplite:::send and receive (PROTO, the types S and H) */
#define DT_UDP_PROBES(proto, s, h)					\
	{ "send", "net", "net_dev_start_xmit",				\
	  .sp_conds = { DT_NET_PKT(0, dt_net_l4_tx, proto) },		\
	  .sp_args = {							\
		{ SLOT(0), "struct sk_buff *", "pktinfo_t *" },		\
		{ SLOTP(0, "sk"), "struct sock *", "csinfo_t *" },	\
		{ HOOK(0, dt_net_nh_tx), "struct iphdr *", "ipinfo_t *" },	\
		{ SLOT(0), "struct sk_buff *", s },			\
		{ HOOK(0, dt_net_nh_tx), "struct iphdr *", h },		\
	  } },								\
	{ "receive", "net", "netif_receive_skb",			\
	  .sp_conds = { DT_NET_PKT(0, dt_net_l4_rx, proto) },		\
	  .sp_args = {							\
		{ SLOT(0), "struct sk_buff *", "pktinfo_t *" },		\
		{ HOOK(0, dt_net_zero), "struct sock *", "csinfo_t *" },	\
		{ HOOK(0, dt_net_nh_rx), "struct iphdr *", "ipinfo_t *" },	\
		{ SLOT(0), "struct sk_buff *", s },			\
		{ HOOK(0, dt_net_nh_rx), "struct iphdr *", h },		\
	  } }

static const dt_stprobe_t dt_udp_probes[] = {
	DT_UDP_PROBES(NET_IPPROTO_UDP, "udpsinfo_t *", "udpinfo_t *"),
};

static const dt_stprobe_t dt_udplite_probes[] = {
	DT_UDP_PROBES(NET_IPPROTO_UDPLITE, "udplitesinfo_t *", "udpliteinfo_t *"),
};

#define DT_NET_TABLE(name, probes)					\
static const dt_stprov_t name = {					\
	.st_mod = "vmlinux",						\
	.st_probes = probes,						\
	.st_nprobes = sizeof(probes) / sizeof(probes[0]),		\
}

DT_NET_TABLE(dt_ip_table, dt_ip_probes);
DT_NET_TABLE(dt_tcp_table, dt_tcp_probes);
DT_NET_TABLE(dt_udp_table, dt_udp_probes);
DT_NET_TABLE(dt_udplite_table, dt_udplite_probes);

const dt_provimpl_t dt_prov_ip = DT_STABLE_PROVIDER("ip", &dt_ip_table);
const dt_provimpl_t dt_prov_tcp = DT_STABLE_PROVIDER("tcp", &dt_tcp_table);
const dt_provimpl_t dt_prov_udp = DT_STABLE_PROVIDER("udp", &dt_udp_table);
const dt_provimpl_t dt_prov_udplite = DT_STABLE_PROVIDER("udplite", &dt_udplite_table);
