/* translated data is built only member by member */
BEGIN
{
	p = curpsinfo;
}
