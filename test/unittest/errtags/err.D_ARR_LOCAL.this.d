BEGIN
{
	this->a[1] = 2;
}
