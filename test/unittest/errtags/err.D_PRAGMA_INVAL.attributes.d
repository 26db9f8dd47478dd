#pragma D attributes Bogus/Bogus/Bogus dtt_nosuch
BEGIN
{
}
/* @@xfail: no error: bad attribute string accepted */
