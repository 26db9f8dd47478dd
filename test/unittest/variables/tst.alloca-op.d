/*
 * Compound assignments and ++/-- through pointers into alloca() memory:
 * *p, p[i] and p->m, with the pointer in a global and a this-> variable,
 * signed and unsigned, of every width; the values read back.  An update
 * outside the clause's alloca memory is an invalid-address fault.
 */
#pragma D option quiet
struct s { char c; unsigned short h; int i; long l; };

BEGIN
{
	p = (int *)alloca(8);
	*p = 1;
	*p += 2;
	p[1] = 5;
	p[1]++;
	++*p;
	x = (*p)--;
	y = --p[1];
	printf("%d %d %d %d\n", *p, p[1], x, y);
	*p <<= 3;
	p[1] *= -2;
	*p |= 1;
	p[1] /= 4;
	printf("%d %d\n", *p, p[1]);
	this->s = (struct s *)alloca(sizeof(struct s));
	this->s->c = 127;
	this->s->c++;
	this->s->h = 1;
	this->s->h -= 2;
	this->s->i = 7;
	this->s->i %= 4;
	this->s->l = 1;
	this->s->l <<= 40;
	this->s->l ^= 1;
	printf("%d %u %d %d\n", this->s->c, this->s->h, this->s->i, this->s->l == (1L << 40 | 1));
}

BEGIN
{
	p = (int *)alloca(4);
	p[1000] += 1;
	printf("not reached\n");
}

BEGIN
{
	p = (int *)alloca(4);
	p[-1000]++;
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}
