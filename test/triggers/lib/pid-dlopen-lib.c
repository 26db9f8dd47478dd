/*
 * The library test/triggers/pid-dlopen loads with dlopen() after dtrace
 * has attached its probes: the pid tests count its functions' calls.
 */
int dlt_add(int a, int b)
{
	return a + b;
}

int dlt_twice(int a)
{
	return dlt_add(a, a);
}
