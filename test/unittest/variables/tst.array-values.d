/*
 * Array values in thread-local variables and associative arrays declared
 * with an array type: indexed by constants and variables, elements
 * assigned in place, missing elements read as zeroes.  (An array is not
 * assigned whole: errtags/err.D_OP_ARRFUN.arrcopy.d.)
 */
#pragma D option quiet

int ga[4];
self int arr[4];
int b[string][4];

BEGIN
{
	ga[1] = 11;
	self->arr[0] = 10;
	self->arr[3] = 13;
	i = 1;
	self->arr[i] = 100;
	printf("%d %d %d %d\n", self->arr[0], self->arr[i], self->arr[3], ga[1]);
	b["k"][0] = -5;
	b["k"][i] = self->arr[i];
	printf("%d %d %d %d\n", b["k"][0], b["k"][1], self->arr[0], b["none"][2]);
	exit(0);
}
