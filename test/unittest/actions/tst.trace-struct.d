/*
 * trace() of a struct, an array and a char array by value: hex dumps
 * (OUTPUT.md 4.3), the bytes in memory order, a short last row padded.
 */
struct foo {
	char a;
	char b;
	short c;
	int d;
	char e[4];
};

struct foo x;
int arr[5];

BEGIN
{
	x.a = 'A';
	x.c = -1;
	x.d = 0x41424344;
	arr[0] = 1;
	arr[4] = 0x7e7e;
	trace(x);
	trace(arr);
	trace(curthread->comm);
	exit(0);
}
