BEGIN
{
	trunc(@nosuch, 1);
}
