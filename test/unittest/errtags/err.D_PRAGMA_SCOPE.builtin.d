#pragma D attributes Stable/Stable/Common pid
BEGIN
{
}
