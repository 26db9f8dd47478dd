/*
 * tracemem(): always a hex dump, also in quiet mode; a dynamic size smaller
 * than the static one limits the bytes shown, a larger one does not extend
 * them.
 */
#pragma D option quiet

BEGIN
{
	tracemem(curthread->comm, 12);
	tracemem(curthread->comm, 12, 5);
	tracemem(curthread->comm, 3, 100);
	this->n = 0;
	tracemem(curthread->comm, 4, this->n);
	printf("\nend\n");
	exit(0);
}
