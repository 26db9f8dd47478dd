BEGIN
{
	self->x = 1;
	self->x = "abc";
}
