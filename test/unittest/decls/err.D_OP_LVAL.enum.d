enum e { foo };

BEGIN
{
	foo = 1;
}
