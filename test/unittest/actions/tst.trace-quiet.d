/*
 * trace() in quiet mode: values without padding, no record newline.
 */
#pragma D option quiet

BEGIN
{
	trace(1);
	trace(" ");
	trace(-1);
	trace(" ");
	trace(execname);
	trace("\n");
	exit(0);
}
