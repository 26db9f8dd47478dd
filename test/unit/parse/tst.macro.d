/* macro arguments in expressions: numbers, identifiers, strings */
BEGIN
{
	a = $1;
	b = $2;
	c = $3;
	d = $4;
	e = $5;
	f = $6;
	g = $$1;
	h = $$3;
	i = $target;
	j = $$target;
	k = $8;
}
