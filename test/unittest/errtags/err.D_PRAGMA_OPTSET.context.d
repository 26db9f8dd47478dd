#pragma D option cpppath=cpp
BEGIN
{
}
