/*
 * An action is void where a value is wanted: the operator names the other
 * operand's type beside it.
 */
BEGIN
{
	y = 1;
	y = y + exit(0);
}
