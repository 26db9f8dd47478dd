/* freopen("..") would redirect output to a directory */
BEGIN
{
	freopen("..");
}
