/*
 * bcopy() into alloca() memory held in a this-> variable (a number to the
 * verifier, checked into the alloca area at run time), elements of a
 * this-> array assigned, and bcopy() to an address outside alloca memory:
 * an invalid-address fault.
 */
#pragma D option quiet
this int v[3];

BEGIN
{
	this->buf = (char *)alloca(8);
	bcopy((void *)&curthread->comm[0], this->buf, 4);
	this->buf[4] = 0;
	this->v[1] = 5;
	printf("%d %d\n", stringof(this->buf) == substr(execname, 0, 4), this->v[1]);
}

BEGIN
{
	bcopy((void *)&curthread->comm[0], (char *)&curthread->comm[0], 8);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
