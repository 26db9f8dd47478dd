/*
 * inet_ntoa6() of IPv4-mapped and IPv4-compatible addresses is the dotted
 * quad alone; strict, and inet_ntop(), keep the prefix.  :: and ::1 are not
 * IPv4-compatible.  A single zero group is compressed as illumos does
 * (doc/compat.md).
 */
/* @@runtest-opts: -q */
in6_addr_t *a;

BEGIN
{
	a = (in6_addr_t *)alloca(16);
	w = (uint32_t *)a;
	w[0] = 0;
	w[1] = 0;
	w[2] = htonl(0xffff);
	w[3] = htonl(0x7f000001);
	printf("%s %s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1), inet_ntop(10, (void *)a));
	w[2] = 0;
	printf("%s %s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1), inet_ntop(10, (void *)a));
	w[3] = htonl(0x100);
	printf("%s %s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1), inet_ntop(10, (void *)a));
	w[3] = htonl(2);
	printf("%s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1));
	w[3] = htonl(1);
	printf("%s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1));
	w[3] = 0;
	printf("%s %s\n", inet_ntoa6(a), inet_ntoa6(a, 1));
	w[2] = htonl(0xfffe);
	w[3] = htonl(0x7f000001);
	printf("%s\n", inet_ntoa6(a));
	w[0] = htonl(0x20010db8);
	w[1] = htonl(1);
	w[2] = htonl(0x20003);
	w[3] = htonl(0x40005);
	printf("%s\n", inet_ntoa6(a));
	w[1] = htonl(0x10000);
	printf("%s\n", inet_ntoa6(a));
	exit(0);
}
