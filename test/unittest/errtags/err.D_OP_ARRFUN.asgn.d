int a[4];

BEGIN
{
	a = 1;
}
/* @@xfail: gives [D_OP_INCOMPAT] operands have incompatible types: "int [4]" = "int" */
