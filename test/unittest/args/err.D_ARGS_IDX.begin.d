/* BEGIN has no arguments: any index is out of range, as in DTrace */
BEGIN
{
	trace(args[0]);
}
