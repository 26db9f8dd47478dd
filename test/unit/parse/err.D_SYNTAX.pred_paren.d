BEGIN
/(x == 1/
{
}
