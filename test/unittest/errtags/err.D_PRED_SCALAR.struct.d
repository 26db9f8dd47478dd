BEGIN
/ *curthread /
{
}
