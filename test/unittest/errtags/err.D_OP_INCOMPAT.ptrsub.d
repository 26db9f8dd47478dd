BEGIN
{
	x = (int *)0 - (char *)0;
}
/* @@xfail: message lacks the operand types: "operands have incompatible types" */
