#pragma D option quiet flowindent
BEGIN
{
}
