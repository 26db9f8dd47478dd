/*
 * String keys at the largest strsize: the key (two strings of 4096 bytes
 * and an integer) is built in the clause's record area, which grows with
 * strsize.
 */
/* @@runtest-opts: -q -x strsize=4096 */
BEGIN
{
	s = "abc";
	@[s, strjoin(s, "d"), 1] = count();
	@[s, strjoin(s, "d"), 1] = count();
	@[strjoin(s, "d"), s, 2] = count();
	exit(0);
}
