#pragma D binding "x.y" dtt_nosuch
BEGIN
{
}
/* @@xfail: no error: bad version string accepted */
