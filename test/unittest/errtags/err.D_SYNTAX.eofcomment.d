BEGIN
{
}
/* this comment is never closed
