/* op= on an associative array nothing assigned yet. */
BEGIN
{
	a[1] |= 5;
}
