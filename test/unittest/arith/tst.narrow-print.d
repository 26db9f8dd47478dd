/*
 * Negative narrow values through printf conversions and aggregation keys
 * (zero-extended in keys as illumos prints them, OUTPUT.md 6.2); the order
 * of side effects inside one expression and one argument list.  Expected
 * output checked against the reference DTrace.
 */
/* @@runtest-opts: -q */

BEGIN
{
	c = (char)-1;
	s = (short)-2;
	i = -3;
	u8 = (uint8_t)200;
	printf("%x %x %x %x\n", c, s, i, u8);
	printf("%X %o %u %u %u\n", c, s, c, s, i);
	printf("%c|%c|%c\n", (char)65, c + 66, 321);
	printf("%d %i %d\n", c + c, s * 2, u8 + u8);
	printf("%hx\n", s);
	printf("%5d|%-5d|%05d\n", c, s, i);
	trace((char)-1);
	trace((short)-2);
	trace((int8_t)-3);
	printf("\n");
	@a[c + c] = count();
	@b[s] = sum(c + c);
	@c[u8 + u8] = count();
	@d[(int8_t)-3, (int16_t)-4, (int)-5] = count();
	x = 1;
	printf("%d %d\n", x++ + x++, x);
	printf("%d\n", (x = 5) + x);
	printf("%d %d %d\n", x++, x++, x++);
	printf("%d\n", x);
	exit(0);
}
