/* op= on a thread-local nothing assigned yet. */
BEGIN
{
	self->total -= 5;
}
