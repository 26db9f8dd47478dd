BEGIN
{
	self->x = 1;
	trace(&self->x);
}
