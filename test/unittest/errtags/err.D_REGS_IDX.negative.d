BEGIN
{
	trace(uregs[-1]);
}
/* @@xfail: gives [D_UNKNOWN] "built-in variable uregs is not supported yet" */
