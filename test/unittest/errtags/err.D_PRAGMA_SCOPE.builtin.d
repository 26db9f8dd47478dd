#pragma D attributes Stable/Stable/Common pid
BEGIN
{
}
/* @@xfail: no error: attributes of a built-in variable can be changed */
