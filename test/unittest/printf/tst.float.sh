#!/bin/bash
# @@requires: root uprobes
# float and double values from a user structure read with copyin():
# printf's %f, %e, %g (and widths, precisions, flags) print the numbers;
# trace() prints a double's or a float's bits as an unsigned integer, as the
# reference does (its output is this test's expected output).  D has no
# floating-point constants or arithmetic: a double cannot be assigned.
$dtrace -q -c "$triggerdir/float-struct" -n '
struct float_args { int i; double d; float f; double neg; double big; };
pid$target::float_args:entry
{
	this->p = (struct float_args *)copyin(arg0, sizeof(struct float_args));
	printf("%d %f %e %g %f\n", this->p->i, this->p->d, this->p->d, this->p->d, this->p->f);
	printf("%5.1f|%-12g|%E|%G\n", this->p->f, this->p->d, this->p->f, this->p->big);
	printf("%.3e %g %+.2f %12.4e\n", this->p->neg, this->p->neg, this->p->d, this->p->big);
	trace(this->p->d);
	trace(this->p->f);
	printf("\n");
}' || echo "dtrace failed: $?"
$dtrace -x errtags -q -n 'BEGIN { x = 1.5; }' 2>&1
$dtrace -x errtags -q -n 'struct s { double d; }; BEGIN { this->p = (struct s *)alloca(8); self->x = this->p->d; }' 2>&1
exit 0
