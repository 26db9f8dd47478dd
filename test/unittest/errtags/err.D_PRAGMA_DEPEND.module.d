#pragma D depends_on module dtt_nosuchmod
BEGIN
{
}
