BEGIN
{
	x = (void *)0 + 1;
}
/* @@xfail: gives [D_OP_VFPTR] "operator + requires a pointer to a sized type" */
