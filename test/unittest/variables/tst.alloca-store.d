/*
 * Stores through pointers into alloca() memory: *p, p[i], p->m, with the
 * pointer in a global, this-> and self-> variable; the values read back.
 * A store outside the clause's alloca memory is an invalid-address fault.
 */
#pragma D option quiet
struct pair { int a; long b; };

BEGIN
{
	p = (int *)alloca(8);
	*p = 5;
	p[1] = -7;
	this->q = (struct pair *)alloca(sizeof(struct pair));
	this->q->a = 3;
	this->q->b = 1L << 40;
	self->c = (char *)alloca(4);
	self->c[0] = 'h';
	self->c[1] = 'i';
	self->c[2] = 0;
	x = (*p = 9) + 1;
	*(int *)alloca(4) = 1;		/* alloca()'s value used directly */
	((short *)alloca(4))[1] = 2;
	printf("%d %d %d %d %s %d\n", *p, p[1], this->q->a, this->q->b == 1L << 40,
	    stringof(self->c), x);
}

BEGIN
{
	p = (int *)alloca(4);
	p[1000] = 1;
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
