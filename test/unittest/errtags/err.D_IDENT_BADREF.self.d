BEGIN
{
	self->x[1] = 1;
	self->x = 2;
}
