dtrace:::nosuch
{
}
