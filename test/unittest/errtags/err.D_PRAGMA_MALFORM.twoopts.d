#pragma D option quiet flowindent
BEGIN
{
}
/* @@xfail: no error: extra pragma option argument ignored */
