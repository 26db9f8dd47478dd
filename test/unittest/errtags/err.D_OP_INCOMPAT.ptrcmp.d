BEGIN
{
	x = (int *)0 == (char *)0;
}
/* @@xfail: no error: == between "int *" and "char *" is accepted */
