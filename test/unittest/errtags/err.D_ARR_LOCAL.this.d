BEGIN
{
	this->a[1] = 2;
}
/* @@xfail: gives [D_VAR_UNDEF] "this->a has not yet been declared or assigned" */
