BEGIN
{
	x = pid(1);
}
/* @@xfail: gives [D_FUNC_IDENT] "pid is not a function" */
