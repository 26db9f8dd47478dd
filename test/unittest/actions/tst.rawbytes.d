/*
 * -x rawbytes: every traced value is a hex dump, integers in memory order
 * of their size, strings with their NUL.
 */
#pragma D option quiet
#pragma D option rawbytes

BEGIN
{
	trace((short)-2);
	trace(0x01020304);
	trace("ab");
	exit(0);
}
