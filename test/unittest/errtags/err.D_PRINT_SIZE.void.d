BEGIN
{
	print((void *)0);
}
/* @@xfail: gives [D_CG_EXPR] "print( ) may not be used in an expression" */
