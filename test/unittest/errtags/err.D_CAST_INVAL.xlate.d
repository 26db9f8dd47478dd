/* a pointer to translated data is no address */
BEGIN
{
	y = (long)xlate<psinfo_t *>(curthread);
}
