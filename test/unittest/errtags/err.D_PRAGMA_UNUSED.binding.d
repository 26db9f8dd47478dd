#pragma D binding "1.0" dtt_nosuch
BEGIN
{
}
/* @@xfail: no error: unused #pragma binding not reported */
