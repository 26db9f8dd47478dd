/*
 * Variables of struct and array type: members and elements written and
 * read, a kernel struct copied into a this-> variable.
 */
#pragma D option quiet
struct point { int x; int y; };
struct point pt;
int arr[4];
BEGIN
{
	pt.x = 3;
	pt.y = pt.x + 4;
	pt.y += 1;
	arr[0] = 10;
	arr[3] = arr[0] * 2;
	i = 2;
	arr[i] = 7;
	this->se = curthread->se;
	printf("%d %d %d %d %d %d\n", pt.x, pt.y, arr[0], arr[3], arr[i], arr[1]);
	printf("%d\n", this->se.sum_exec_runtime > 0);
	exit(0);
}
