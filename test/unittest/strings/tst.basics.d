/*
 * String variables, comparisons with every relational operator, ?: on
 * strings, execname and probe names as values, strings in records.
 */
#pragma D option quiet

BEGIN
{
	s = "hello";
	t = execname;
	printf("%s %s\n", s, t);
	printf("%d %d %d %d %d %d\n", s == "hello", s != "hello", s < "help", s <= "hello",
	    s > "hell", s >= "world");
	printf("%d %d\n", t == "dtrace", "a" < "b");
	printf("%d %d %s:%s:%s:%s\n", probefunc == "", probename == "BEGIN", probeprov,
	    probemod, probefunc, probename);
	u = s > t ? s : t;
	v = "";
	printf("[%s] [%s]\n", u, v);
	s = t;
	t = "changed";
	printf("%s %s\n", s, t);
	trace(u);
	trace("\n");
	exit(0);
}
