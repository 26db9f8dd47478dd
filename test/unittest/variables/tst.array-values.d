/*
 * Array values in thread-local variables and associative arrays: copied
 * whole, indexed by constants and variables, elements assigned in place,
 * missing elements read as zeroes.
 */
#pragma D option quiet

int ga[4];

BEGIN
{
	ga[0] = 10;
	ga[1] = 11;
	ga[2] = 12;
	ga[3] = 13;
	self->arr = ga;
	i = 1;
	self->arr[i] = 100;
	printf("%d %d %d %d\n", self->arr[0], self->arr[i], self->arr[3], ga[1]);
	b["k"] = self->arr;
	b["k"][0] = -5;
	printf("%d %d %d %d\n", b["k"][0], b["k"][1], self->arr[0], b["none"][2]);
	exit(0);
}
