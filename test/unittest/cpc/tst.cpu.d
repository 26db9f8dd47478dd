/*
 * -x cpu: a cpc probe counts on that CPU only.  cpu_clock counts
 * nanoseconds: every 1000000 of them is a firing a millisecond.
 */
/* @@requires: profile */
/* @@runtest-opts: -q -x cpu=0 */

BEGIN
{
	n = other = 0;
}

cpc:::cpu_clock-all-1000000
{
	n++;
	other += cpu != 0;
}

cpc:::cpu_clock-all-1000000
/n == 50/
{
	printf("%d firings, %d on another CPU\n", n, other);
	exit(0);
}
