BEGIN
{
	x = ~"abc";
}
/* @@xfail: message is "operator ~ requires operands of integral type" */
