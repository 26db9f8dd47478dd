/*
 * A pointer is no frame count either: the prototype names its type.
 */

BEGIN
{
	ustack(curthread);
}
