/* tracemem() of 0 bytes */
BEGIN
{
	tracemem(curthread, 0);
}
