BEGIN
{
	@a = count();
}

BEGIN
{
	x = 1 ? @a : 2;
}
/* @@xfail: aggregations not supported: [D_UNKNOWN] line 3 "aggregations are not supported yet" */
