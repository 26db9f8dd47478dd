/*
 * DTrace's integer rules: an operator's type is the wider operand's (of
 * equal sizes the unsigned one), without promotion of narrow types to
 * int; values are computed in 64 bits and truncated only where they are
 * stored (variables) or recorded (printf, trace, keys), by their type; a
 * cast to the type an expression already has changes nothing.  Expected
 * output checked against the reference DTrace.
 */
/* @@runtest-opts: -q */

BEGIN
{
	c1 = (char)100;
	c2 = (char)100;
	us = (unsigned short)65535;
	ss = (short)-2;
	printf("char+char %d size %d\n", c1 + c2, sizeof(c1 + c2));
	printf("ushort*short %d size %d\n", us * ss, sizeof(us * ss));
	printf("in 64 bits %d %d %d\n", (c1 + c2) / 2, (c1 + c2) > 0, (long)(c1 + c2));
	printf("same-type cast %d %d\n", (char)(c1 + c2) / 2, (int)(char)(c1 + c2));
	x = c1 + c2;
	printf("stored %d %d\n", x, sizeof(x));
	y = (c1 + c2) + 0;
	printf("char+int %d %d\n", y, sizeof(y));
	trace(c1 + c2);
	printf("\n%x\n", c1 * 3);
	printf("ushort+ushort %d %d\n", us + us, sizeof(us + us));
	printf("ushort+int %d %d\n", us + 1, sizeof(us + 1));
	printf("char+long %d %d\n", c1 + 1L, sizeof(c1 + 1L));
	printf("unary %d %d %d %d\n", -c1, sizeof(-c1), ~us, sizeof(~us));
	printf("shift %d %d %d\n", c1 << 1, sizeof(c1 << 1), (char)-1 >> 1);
	printf("shift uchar %d ushort %d\n", (unsigned char)255 << 24, us << 16);
	n64 = 64;
	n65 = 65;
	printf("shift counts mod 64 %d %d %d %d %d\n", 1L << 64, 1L << 65, -8 >> 65,
	       1L << n65, -1 >> n64);
	printf("ternary %d %d\n", c1 ? c1 : us, sizeof(c1 ? c1 : us));

	i = -1;
	u = 1u;
	printf("int<uint %d int+uint %d %u size %d\n", i < u, i + u, i + u, sizeof(i + u));
	printf("int/uint %d long<uint %d\n", i / 2u, (long)-1 < 1u);
	printf("mixed compare %d %d\n", (char)-1 == 255, (unsigned char)255 == -1);
	m = 0x7fffffff;
	printf("int past 31 bits %d %d %d %d\n", m + 1, (m + 1) / 2, (long)(m + 1), m + 1 > 0);
	printf("constant %d %d\n", (0x7fffffff + 1) / 2, 0x7fffffff + 1 > 0);
	printf("constant narrow %d %d %d\n", ((char)100 + (char)100) / 2,
	       sizeof((char)100 + (char)100), (char)100 + (char)100);
	v = 0xffffffffu;
	printf("uint past 32 bits %d %d\n", (v + 1) / 2, (v + 1) == 0);

	printf("div %d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
	a = -7;
	b = 2;
	printf("div run time %d %d %d\n", a / b, a % b, 7 / -b);
	printf("udiv %u %u\n", (unsigned)a / 2, (unsigned)a % 10);
	exit(0);
}
