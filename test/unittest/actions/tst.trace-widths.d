/*
 * trace() of integers of every width and signedness (OUTPUT.md 4.1), and
 * of a pointer (unsigned 64-bit), in normal mode.
 */
BEGIN
{
	trace((char)-1);
	trace((uint8_t)200);
	trace((short)-2);
	trace((uint16_t)65535);
	trace((int)-3);
	trace((uint32_t)4000000000);
	trace((int64_t)-4);
	trace((uint64_t)-1);
	trace((void *)16);
	exit(0);
}
