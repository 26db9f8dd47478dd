#line abc
BEGIN
{
}
