BEGIN
{
	trace(self->nosuch);
}
