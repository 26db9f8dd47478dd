/* calls, indexing, members, thread- and clause-locals, aggregations */
BEGIN
{
	f();
	g(1, "two", h(3));
	a[1];
	a[1, "b", c];
	a[1][2];
	p->q.r->s;
	self->x = 1;
	self->a[1, 2] = 3;
	this->y++;
	self->p->q;
	@ = count();
	@a = count();
	@b[probefunc, execname] = quantize(arg0);
	@c[1][2] = max(1);
	printa("%@d\n", @b);
	x = args[0]->foo;
	y = uregs[R_PC];
	z = vmlinux`jiffies + `max_pfn;
	w = a.b[c](d);
}
