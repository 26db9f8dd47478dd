/* the format must be a string constant */
BEGIN
{
	printf(execname);
}
