#pragma D nosuchpragma
BEGIN
{
}
