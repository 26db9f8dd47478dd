/*
 * A variable takes the type of its first assignment, narrow types
 * included, and every store is truncated to it; ++ and -- create an
 * int64_t.  Every scope alike.
 */
/* @@runtest-opts: -q */

BEGIN
{
	inc++;
	self->dec--;
	this->pre = 0;
	++arr[1];
	printf("++/--: %d %d %d\n", sizeof(inc), sizeof(self->dec), sizeof(arr[1]));
	printf("-1 as int64_t: %x %d\n", self->dec, self->dec);
	inc = 0xffffffff;
	inc++;
	printf("past 32 bits: %d\n", inc);

	c = (char)127;
	c++;
	uc = (unsigned char)255;
	uc++;
	printf("char: %d %d %d %d\n", sizeof(c), c, sizeof(uc), uc);
	s = (short)1;
	s = 0x18001;
	printf("short: %d %d\n", sizeof(s), s);
	printf("value of the assignment: %d\n", t = (s = 0x8000));

	self->y = (char)2;
	self->y = 257;
	this->z = (uint8_t)3;
	this->z -= 4;
	a16[1] = (int16_t)4;
	a16[1] = 0x18001;
	printf("scopes: %d %d %d %d %d %d\n", sizeof(self->y), self->y, sizeof(this->z),
	       this->z, sizeof(a16[1]), a16[1]);
	self->y = 256;
	printf("truncated to 0 frees: %d\n", self->y);
	exit(0);
}
