dtrace:::$1
{
}
