/* tracemem() size from a variable: not a constant */
BEGIN
{
	n = 4;
	tracemem(curthread, n);
}
