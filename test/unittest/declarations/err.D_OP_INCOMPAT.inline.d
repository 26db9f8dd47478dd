inline int X = "str";
BEGIN
{
}
