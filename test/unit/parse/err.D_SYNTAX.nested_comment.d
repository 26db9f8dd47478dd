BEGIN
{
	/* a
	 /* b */
}
