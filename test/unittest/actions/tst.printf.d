/*
 * printf() conversions with flags, width, precision and *.
 */
#pragma D option quiet

BEGIN
{
	x = 42;
	printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n", x, x, x, x, x, x);
	printf("[%x] [%X] [%#x] [%o] [%#o] [%u]\n", x, x, x, x, x, x);
	printf("[%c] [%s] [%10s] [%-10s] [%.2s] [%%]\n", 65, "abc", "abc", "abc", "abc");
	printf("[%*d] [%-*d] [%.*d]\n", 6, x, 6, x, 4, x);
	printf("[%i] [%s] [%s:%s:%s:%s]\n", -x, execname, probeprov, probemod, probefunc, probename);
	exit(0);
}
