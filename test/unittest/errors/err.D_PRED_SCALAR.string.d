BEGIN
/"str"/
{
}
