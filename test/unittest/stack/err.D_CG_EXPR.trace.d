/*
 * trace() takes a value: stack() is a tracing function, recorded only as
 * an action of its own (or an aggregation key).
 */

BEGIN
{
	trace(
	    stack());
}
