#pragma D option bufsize=abc
BEGIN
{
}
