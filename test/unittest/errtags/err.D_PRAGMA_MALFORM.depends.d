#pragma D depends_on provider
BEGIN
{
}
/* @@xfail: message is "malformed #pragma D depends_on" */
