# At strsize 4096 a clause records strings of that length: printf() of two
# 4000-character strings and one of 4096, and trace() of one, in one record
# (issue 3: each handles the longest string strsize allows).  Only lengths,
# starts and ends reach stdout.
# @@requires: root

$dtrace -q -x strsize=4096 -n 'BEGIN
{
	/* 8 characters doubled to 4096 */
	s = "abcdefg.";
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	a = strjoin(substr(s, 0, 3996), "AEND");
	b = strjoin(substr(s, 8, 3996), "BEND");
	printf("%s %s %s\n", a, b, s);
	trace(a);
	printf("\n");
	exit(0);
}' > out || exit 1
awk '{ for (i = 1; i <= NF; i++) printf("%d %s %s\n", length($i), substr($i, 1, 8), substr($i, length($i) - 7)) }' out
