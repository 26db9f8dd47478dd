BEGIN
{
	trace(curthread->nosuchmember);
}
