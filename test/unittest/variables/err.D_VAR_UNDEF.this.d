BEGIN
{
	trace(this->nosuch);
}
