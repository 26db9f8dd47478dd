BEGIN
{
	trace((int)curthread->comm);
}
