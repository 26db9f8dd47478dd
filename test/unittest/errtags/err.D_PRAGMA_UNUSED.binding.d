#pragma D binding "1.0" dtt_nosuch
BEGIN
{
}
