/* trace() of an aggregation is refused at compile time. */
BEGIN
{
	@a = count();
	trace(@a);
}
