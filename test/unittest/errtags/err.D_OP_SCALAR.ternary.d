BEGIN
{
	x = "abc" ? 1 : 2;
}
/* @@xfail: message is "operator  requires operand of scalar type" (empty operator name) */
