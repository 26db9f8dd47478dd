BEGIN
{
	trace(((int *)0)->a);
}
