/*
 * pid-ctor: linked with libpid-ctor.so (beside it), whose constructor calls
 * ctor_work() 7 times before main(); main() has it called 3 more times.
 * pid$target:libpid-ctor.so:ctor_work:entry under -c counts 10.
 */
extern int ctor_again(void);

int main(void)
{
	return ctor_again() == 6 ? 0 : 1;
}
