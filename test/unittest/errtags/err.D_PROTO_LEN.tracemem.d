/* tracemem() takes two or three arguments */
BEGIN
{
	tracemem(curthread);
}
