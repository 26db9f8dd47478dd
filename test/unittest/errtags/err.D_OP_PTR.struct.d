BEGIN
{
	trace((*curthread)->pid);
}
