#pragma error stop here
BEGIN
{
}
