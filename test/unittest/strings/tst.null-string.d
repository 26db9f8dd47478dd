/*
 * A string compared with 0 or NULL, and 0 assigned to a string, as scripts
 * free a thread's string with self->s = 0: the null string is "" here
 * (doc/compat.md), so a string variable never assigned, one assigned 0,
 * and strstr() finding nothing are all == NULL.
 */
/* @@runtest-opts: -q */
self string name;

BEGIN
{
	s = "hello";
	printf("%d %d %d %d\n", s == NULL, NULL == s, s != 0, s == 0);
	printf("%d %d\n", strstr(s, "z") == NULL, strstr(s, "l") != NULL);
	printf("%d %d\n", self->name == NULL, execname != NULL);
	self->name = "x";
	printf("%d\n", self->name == NULL);
	self->name = 0;
	printf("%d\n", self->name == NULL);
	s = 0;
	printf("%d\n", s == NULL);
	a["k"] = "v";
	a["k"] = 0;
	printf("%d\n", a["k"] == NULL);
	exit(0);
}
