/* op= on a variable nothing assigned yet: DTrace refuses it, as a read. */
BEGIN
{
	total += 5;
}
