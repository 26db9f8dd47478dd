int arr[4];
BEGIN
{
	arr[4] = 1;
}
