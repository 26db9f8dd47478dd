BEGIN
{
	x = inet_ntoa6(1);
}
