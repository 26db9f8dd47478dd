#pragma D nosuchpragma
BEGIN
{
}
/* @@xfail: message is "invalid control directive: #pragma D nosuchpragma" */
