BEGIN
{
	1 ? trace(1) : trace(2);
}
/* @@xfail: gives [D_CG_EXPR] "trace( ) may not be used in an expression" */
