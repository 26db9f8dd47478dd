/* -x defaultargs: a missing $N is 0, a missing $$N is "" */
syscall::$3:entry
{
	a = $1;
	b = $2;
	c = $$2;
}
