/*
 * The library of test/triggers/pid-ctor: its constructor calls ctor_work()
 * 7 times, before the program's main() runs; ctor_again() calls it 3 more
 * times from main().  The pid tests count 10 calls under -c.
 */
int __attribute__((noinline)) ctor_work(int i)
{
	__asm__ volatile("" ::: "memory");
	return i * 2;
}

static void __attribute__((constructor)) ctor_init(void)
{
	for (int i = 0; i < 7; i++)
		ctor_work(i);
}

int ctor_again(void)
{
	int sum = 0;

	for (int i = 0; i < 3; i++)
		sum += ctor_work(i);
	return sum;
}
