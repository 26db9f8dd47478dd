BEGIN
{
	p = (void *)0;
	p++;
}
/* @@xfail: no error: ++ on a void * is accepted */
