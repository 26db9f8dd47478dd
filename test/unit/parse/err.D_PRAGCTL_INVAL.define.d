BEGIN
{
#define X 1
}
