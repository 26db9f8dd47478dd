#pragma D option 5
BEGIN
{
}
