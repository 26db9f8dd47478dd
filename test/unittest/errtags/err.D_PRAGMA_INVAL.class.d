#pragma D depends_on thing dtt_nosuch
BEGIN
{
}
