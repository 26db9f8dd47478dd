BEGIN
{
	x = 09;
}
/* @@xfail: message is "09 contains invalid digit: 9" */
