BEGIN
{
	freopen(".");
}
/* @@xfail: gives [D_CG_EXPR] "freopen( ) may not be used in an expression" */
