#pragma D depends_on provider dtt_nosuchprov
BEGIN
{
}
