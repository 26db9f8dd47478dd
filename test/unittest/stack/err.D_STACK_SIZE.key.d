/*
 * As an aggregation key too, the frame count is a positive constant; the
 * message names the argument's line.
 */

BEGIN
{
	@[stack(
	    0)] = count();
}
