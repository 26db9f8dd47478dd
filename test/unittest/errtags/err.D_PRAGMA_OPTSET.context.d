#pragma D option cpppath=cpp
BEGIN
{
}
/* @@xfail: no error: cpppath accepted from within a D program */
