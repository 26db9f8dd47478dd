/*
 * Arithmetic nested deeper than the registers: each level's left operand
 * waits in a stack slot while its right one is evaluated (DTrace loads
 * the first).  The second, deeper still, has calls and lookups in its
 * leaves: the reference refuses it ("Insufficient registers"), its value is
 * C's (311637).
 */
/* @@runtest-opts: -q */
BEGIN
{
	a = 3; b = 5; c = 11;
	x[3] = 4;
	s = "hello";
	y = (a*0+(b*1+(c*2+(a*3+(b*4+(c*5+(a*6+(b*7+(c*8+(a*9+(b*10+(c*11+a)))))))))))) +
	    (a*1+(b*2+(c*3+(a*4+(b*5+(c*6+(a*7+(b*8+(c*9+(a*10+(b*11+(c*12+a)))))))))))) +
	    (a*2+(b*3+(c*4+(a*5+(b*6+(c*7+(a*8+(b*9+(c*10+(a*11+(b*12+(c*13+a))))))))))));
	printf("%d\n", y);
	z = (a - (x[a] * (b - ((int)strlen(s) * (c - (x[a] * (a - ((int)strlen(s) * (b - (x[a] *
	    (c - ((int)strlen(s) * (a - (b * (c - a))))))))))))))) / (x[a] - (c % (b + 1)));
	printf("%d\n", z);
	exit(0);
}
