BEGIN
{
	denormalize(@nosuch);
}
