BEGIN
{
	x = 18446744073709551615;
}
/* @@xfail: no error: decimal 18446744073709551615 is accepted (typed unsigned) */
