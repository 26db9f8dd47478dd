BEGIN
{
	nosuch();
}
