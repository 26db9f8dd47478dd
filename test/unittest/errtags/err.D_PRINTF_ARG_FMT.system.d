/* system() needs a constant format */
BEGIN
{
	system(execname);
}
