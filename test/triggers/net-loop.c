/*
 * net-loop: TCP and UDP over loopback in a network namespace of its own
 * (unshare(CLONE_NEWNET), lo brought up), a known number of times, for
 * the ip, tcp and udp providers' tests.  One mode per run, from argv[1];
 * ports from argv[2], P (default 40000: tests pass one of their own, so
 * that runs side by side in other namespaces are told apart):
 *
 *   tcp4, tcp6	one connection from the client port P+1 to a listener
 *		on 127.0.0.1 (or ::1) port P: the client sends 100 bytes,
 *		the server answers 200, the client closes first, then the
 *		server (SYN_SENT, ESTABLISHED, FIN_WAIT1, FIN_WAIT2... on the
 *		client; SYN_RECV, ESTABLISHED, CLOSE_WAIT, LAST_ACK... on the
 *		server's accepted socket)
 *   refused4, refused6	one connect from port P+1 to the closed port
 *		P+2: ECONNREFUSED
 *   udp4, udp6	three datagrams of 10, 20 and 30 bytes from port P+3 to
 *		a socket bound to port P+4, each received
 *   udplite4, udplite6	the same over UDP-Lite, its checksum covering
 *		the header and 4 bytes of each datagram (UDPLITE_SEND_CSCOV 12)
 *
 * Exits 0 when everything happened as described, 1 otherwise (with a
 * message).  Must run as root (the namespace).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#ifndef UDPLITE_SEND_CSCOV
#define UDPLITE_SEND_CSCOV	10	/* linux/udp.h */
#endif

static int port0 = 40000;	/* P */

static int fail(const char *what)
{
	fprintf(stderr, "net-loop: %s: %s\n", what, strerror(errno));
	exit(1);
}

static int lo_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	if (fd < 0)
		fail("socket");
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) < 0)
		fail("SIOCGIFFLAGS");
	ifr.ifr_flags |= IFF_UP;
	if (ioctl(fd, SIOCSIFFLAGS, &ifr) < 0)
		fail("SIOCSIFFLAGS");
	close(fd);
	return 0;
}

/* the loopback address and PORT of family AF */
static socklen_t addr(int af, int port, struct sockaddr_storage *ss)
{
	memset(ss, 0, sizeof(*ss));
	if (af == AF_INET) {
		struct sockaddr_in *s = (struct sockaddr_in *)ss;

		s->sin_family = AF_INET;
		s->sin_port = htons(port);
		s->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		return sizeof(*s);
	} else {
		struct sockaddr_in6 *s = (struct sockaddr_in6 *)ss;

		s->sin6_family = AF_INET6;
		s->sin6_port = htons(port);
		s->sin6_addr = in6addr_loopback;
		return sizeof(*s);
	}
}

static int bound(int af, int type, int proto, int port)
{
	struct sockaddr_storage ss;
	socklen_t len = addr(af, port, &ss);
	int one = 1, fd = socket(af, type, proto);

	if (fd < 0)
		fail("socket");
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, (struct sockaddr *)&ss, len) < 0)
		fail("bind");
	return fd;
}

static void readn(int fd, size_t n)
{
	char buf[512];

	while (n > 0) {
		ssize_t r = read(fd, buf, n < sizeof(buf) ? n : sizeof(buf));

		if (r <= 0)
			fail("read");
		n -= r;
	}
}

static void tcp(int af)
{
	struct sockaddr_storage ss;
	socklen_t len = addr(af, port0, &ss);
	int lfd = bound(af, SOCK_STREAM, 0, port0);
	int cfd = bound(af, SOCK_STREAM, 0, port0 + 1), sfd;
	char buf[200];

	if (listen(lfd, 1) < 0)
		fail("listen");
	if (connect(cfd, (struct sockaddr *)&ss, len) < 0)
		fail("connect");
	if ((sfd = accept(lfd, NULL, NULL)) < 0)
		fail("accept");
	memset(buf, 'x', sizeof(buf));
	if (write(cfd, buf, 100) != 100)
		fail("write");
	readn(sfd, 100);
	if (write(sfd, buf, 200) != 200)
		fail("write");
	readn(cfd, 200);
	close(cfd);
	/* the server sees the end of the stream, then closes */
	if (read(sfd, buf, 1) != 0)
		fail("read (eof)");
	close(sfd);
	close(lfd);
}

static void refused(int af)
{
	struct sockaddr_storage ss;
	socklen_t len = addr(af, port0 + 2, &ss);
	int cfd = bound(af, SOCK_STREAM, 0, port0 + 1);

	if (connect(cfd, (struct sockaddr *)&ss, len) == 0 || errno != ECONNREFUSED)
		fail("connect (expected ECONNREFUSED)");
	close(cfd);
}

static void udp(int af, int proto)
{
	struct sockaddr_storage ss;
	socklen_t len = addr(af, port0 + 4, &ss);
	int rfd = bound(af, SOCK_DGRAM, proto, port0 + 4);
	int sfd = bound(af, SOCK_DGRAM, proto, port0 + 3);
	int cov = 12;
	char buf[64];

	if (proto == IPPROTO_UDPLITE &&
	    setsockopt(sfd, IPPROTO_UDPLITE, UDPLITE_SEND_CSCOV, &cov, sizeof(cov)) < 0)
		fail("UDPLITE_SEND_CSCOV");

	memset(buf, 'u', sizeof(buf));
	for (int n = 10; n <= 30; n += 10) {
		if (sendto(sfd, buf, n, 0, (struct sockaddr *)&ss, len) != n)
			fail("sendto");
		if (recv(rfd, buf, sizeof(buf), 0) != n)
			fail("recv");
	}
	close(sfd);
	close(rfd);
}

int main(int argc, char **argv)
{
	const char *m = argc > 1 ? argv[1] : "";

	if (argc > 2)
		port0 = atoi(argv[2]);

	if (unshare(CLONE_NEWNET) < 0)
		fail("unshare");
	lo_up();
	if (strcmp(m, "tcp4") == 0)
		tcp(AF_INET);
	else if (strcmp(m, "tcp6") == 0)
		tcp(AF_INET6);
	else if (strcmp(m, "refused4") == 0)
		refused(AF_INET);
	else if (strcmp(m, "refused6") == 0)
		refused(AF_INET6);
	else if (strcmp(m, "udp4") == 0)
		udp(AF_INET, 0);
	else if (strcmp(m, "udp6") == 0)
		udp(AF_INET6, 0);
	else if (strcmp(m, "udplite4") == 0)
		udp(AF_INET, IPPROTO_UDPLITE);
	else if (strcmp(m, "udplite6") == 0)
		udp(AF_INET6, IPPROTO_UDPLITE);
	else {
		fprintf(stderr, "usage: net-loop tcp4|tcp6|refused4|refused6|udp4|udp6|udplite4|udplite6 [port]\n");
		return 2;
	}
	return 0;
}
