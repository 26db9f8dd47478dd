/*
 * Variables first assigned inside a predicate, or inside an expression
 * (ternary, function argument, subscript), of every scope; a predicate
 * reading a variable its own actions assign first; a later clause reading
 * what an earlier clause's predicate assigned.
 */
/* @@runtest-opts: -q */

BEGIN
/n++ == 0/
{
	printf("global %d\n", n);
}

BEGIN
/self->t++ == 0 && this->l++ == 0/
{
	printf("self %d this %d\n", self->t, this->l);
}

BEGIN
/a[3]++ == 0 && self->b["k"]++ == 0/
{
	printf("assoc %d\n", a[3]);
	printf("tls assoc %d\n", self->b["k"]);
}

BEGIN
/(n > 0 ? (c = 10) : (c = 20)) == 10/
{
	printf("ternary %d\n", c);
}

BEGIN
/strlen(s = "abcd") == 4/
{
	printf("argument %s\n", s);
}

BEGIN
/d[e = 5]++ == 0/
{
	printf("subscript %d\n", e);
}

BEGIN
/k++ == 0/
{
	@agg[k] = sum(k * 10);
}

BEGIN
/f == 0/
{
	f = 7;
	printf("assigned after %d\n", f);
}

BEGIN
/g == n++ - 1/
{
	g = 1;
	printf("both %d %d\n", g, n);
}

BEGIN
/(h = 3) == h/
{
	printf("order %d\n", h);
}

BEGIN
{
	printf("later clause %d\n", n);
	printf("later clause %d\n", a[3]);
	printf("in an argument %d %d\n", i = 4, i);
	printa("aggregation key %d value %@d\n", @agg);
	exit(0);
}
