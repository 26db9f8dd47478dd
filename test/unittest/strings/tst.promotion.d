/*
 * char arrays and char pointers where a string is expected: compared with
 * strings by every relational operator, assigned to string variables of
 * every scope, passed to string subroutines; a char array as a key of an
 * associative array or aggregation is the same key as the equal string.
 */
#pragma D option quiet

BEGIN
{
	p = &curthread->comm[0];
	printf("%s %d %d %d %d\n", stringof(p), p == execname, execname == p,
	    curthread->comm == execname, strlen(p) == strlen(execname));
	printf("%d %d %d %d %d %d\n", p < "dtracf", p <= "dtrace", p > "dtracd",
	    p >= "dtrace", p != "dtrace", curthread->comm < "a");
	s = "x";
	s = p;
	self->t = "y";
	self->t = p;
	this->u = "w";
	this->u = curthread->comm;
	a[1] = "z";
	a[1] = p;
	printf("%s %s %s %s\n", s, self->t, this->u, a[1]);
	printf("%s %s\n", strjoin(p, curthread->comm), substr(p, 1, 3));
	k[curthread->comm] = 1;
	k[s]++;
	self->m[curthread->comm, 2] = 5;
	printf("%d %d %d\n", k["dtrace"], k[curthread->comm], self->m[execname, 2]);
	@c[curthread->comm] = count();
	@c[execname] = count();
	@c[s] = count();
	exit(0);
}
