BEGIN
{
	trace(stringof(*curthread));
}
/* @@xfail: gives [D_UNKNOWN] "stringof of this type is not supported yet" */
