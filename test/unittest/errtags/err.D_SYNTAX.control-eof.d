BEGIN
{
	exit(0);
}
#pragma D option quiet