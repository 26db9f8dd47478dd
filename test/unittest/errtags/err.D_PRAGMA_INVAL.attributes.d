#pragma D attributes Bogus/Bogus/Bogus dtt_nosuch
BEGIN
{
}
