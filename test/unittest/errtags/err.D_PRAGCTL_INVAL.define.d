#define X 1
BEGIN
{
}
