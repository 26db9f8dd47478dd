#pragma D attributes Evolving/Evolving/Common dtt_nosuch
BEGIN
{
}
/* @@xfail: no error: unused #pragma attributes not reported */
