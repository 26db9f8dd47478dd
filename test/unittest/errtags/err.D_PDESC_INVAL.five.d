dtrace:::BEGIN:extra
{
}
