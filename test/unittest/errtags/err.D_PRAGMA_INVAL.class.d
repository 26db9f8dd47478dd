#pragma D depends_on thing dtt_nosuch
BEGIN
{
}
/* @@xfail: message names "#pragma D depends_on" instead of "#pragma depends_on" */
