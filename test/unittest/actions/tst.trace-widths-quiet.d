/*
 * trace() of integers of every width in quiet mode: no padding.
 */
#pragma D option quiet

BEGIN
{
	trace((char)-1);
	trace(",");
	trace((uint8_t)200);
	trace(",");
	trace((short)-2);
	trace(",");
	trace((uint16_t)65535);
	trace(",");
	trace((uint32_t)4000000000);
	trace(",");
	trace((uint64_t)-1);
	trace("\n");
	exit(0);
}
