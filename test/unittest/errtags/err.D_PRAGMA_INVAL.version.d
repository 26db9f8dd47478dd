#pragma D binding "x.y" dtt_nosuch
BEGIN
{
}
