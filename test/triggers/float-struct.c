/*
 * float-struct: passes a structure of floating-point members to
 * float_args(), for the pid provider and copyin() to read (printf's %e,
 * %f and %g of float and double values, test/unittest/printf/tst.float.sh).
 */
struct float_args {
	int i;
	double d;
	float f;
	double neg;
	double big;
};

__attribute__((noinline)) void float_args(struct float_args *a)
{
	__asm__ volatile("" : : "r"(a) : "memory");
}

int main(void)
{
	struct float_args a = { 7, 3.25, -1.5f, -0.000123456, 6.02214076e23 };

	float_args(&a);
	return 0;
}
