/*
 * A string used as the char pointer it is in DTrace: s[i] and *s read its
 * chars (in every kind of variable, and of a string expression), s + i,
 * i + s and s - i are the string from that char on, bcopy() copies from
 * it, (string) converts a char array, and sizeof a string is strsize.
 */
#pragma D option quiet

self string ts;

BEGIN
{
	s = "hello";
	i = 1;
	printf("%c %c %d %d %c\n", s[0], s[4], s[5], *s, s[i]);
	printf("%d %d\n", s[i] == 'e', sizeof(s[1]));
	self->ts = "xyz";
	this->s = "uvw";
	a["k"] = "abc";
	printf("%c %c %c %c %c\n", self->ts[1], *self->ts, this->s[i + 1], a["k"][2],
	    strjoin("ab", "cd")[2]);
	printf("%s|%s|%s|%s|%s\n", s + 1, 2 + s, s + 5, s + i, self->ts + 1);
	x = s + 1;
	printf("%s %d %d %c\n", x, sizeof(x), (s + 1) == "ello", *(s + 1));
	p = (char *)alloca(8);
	bcopy(s + 1, p, 3);
	p[3] = 0;
	printf("%s\n", stringof(p));
	printf("%d %d\n", (string)curthread->comm == execname, sizeof(s));
	exit(0);
}
