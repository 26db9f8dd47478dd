BEGIN
{
	trace((int)*curthread);
}
