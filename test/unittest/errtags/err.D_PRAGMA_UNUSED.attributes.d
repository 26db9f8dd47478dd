#pragma D attributes Evolving/Evolving/Common dtt_nosuch
BEGIN
{
}
