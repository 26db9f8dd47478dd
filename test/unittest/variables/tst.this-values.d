/*
 * this-> variables of every type: integers of each width and sign,
 * strings, kernel pointers, a struct copied from a global and updated in
 * place, a union, a char array copied from the kernel; shared with the next
 * clause of the same firing.
 */
#pragma D option quiet
struct p { int x; int y; };
union u { int i; char c[4]; };
struct p g;
union u gu;

BEGIN
{
	g.x = 3;
	gu.i = 0x41424344;
	this->c = (char)-1;
	this->us = (unsigned short)-1;
	this->l = -1L << 40;
	this->str = "str";
	this->t = curthread;
	this->s = g;
	this->s.y = 4;
	this->s.x++;
	this->u = gu;
	this->a = curthread->comm;
}

BEGIN
{
	printf("%d %u %d %s %d\n", this->c, this->us, this->l == -1L << 40, this->str,
	    this->t->pid == tid);
	printf("%d %d %d %c %s %d\n", this->s.x, this->s.y, g.y, this->u.c[0], this->a,
	    this->a == execname);
	exit(0);
}
