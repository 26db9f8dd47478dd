#pragma D depends_on module dtt_nosuchmod
BEGIN
{
}
/* @@xfail: no error: depends_on an unknown module is accepted */
