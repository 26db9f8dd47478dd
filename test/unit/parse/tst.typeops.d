/* casts, sizeof, offsetof, stringof, xlate: type names in expressions */
typedef struct foo { int a; int b; } foo_t;
BEGIN
{
	a = (int)x;
	b = (unsigned long long)x;
	c = (char *)arg0;
	d = (const char *)arg0;
	e = (struct foo *)arg0;
	f = (foo_t *)arg0;
	g = (uint64_t)arg0;
	h = (int (*)(int))arg0;
	i = (int *[4])0;
	j = sizeof(int);
	k = sizeof(struct foo);
	l = sizeof x;
	m = sizeof(x);
	n = offsetof(foo_t, b);
	o = offsetof(struct foo, a);
	p = stringof(arg0);
	q = stringof arg0;
	r = xlate <foo_t *>(curthread)->a;
	s = xlate<foo_t>(curthread).b;
	t = (string)arg0;
	u = *(uint32_t *)arg1;
}
