/*
 * Under -x rawbytes every string key prints as a hex dump of its field
 * (OUTPUT.md 4.3); integer keys keep their format.
 */
/* @@runtest-opts: -q -x rawbytes -x strsize=16 */
BEGIN
{
	@["ab", 3] = sum(-4);
	exit(0);
}
