BEGIN
{
	x = inet_ntoa6(1);
}
/* @@xfail: no error: inet_ntoa6(1) is accepted (int for an in6_addr_t * argument) */
