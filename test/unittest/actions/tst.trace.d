/*
 * trace() formats in normal mode: integers by width and signedness, strings
 * left-justified in 33 columns after two spaces.
 */
BEGIN
{
	trace(1);
	trace(-1);
	trace(0xffffffffffffffff);
	trace(-1L);
	trace("str");
	trace(execname);
	exit(0);
}
