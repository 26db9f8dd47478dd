BEGIN
{
}
/* never closed

