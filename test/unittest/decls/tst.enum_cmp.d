/*
 * Compared with a value of enum type, a bare name is looked up among that
 * enum's enumerators: the kernel's enums (not otherwise in scope) as well
 * as the program's.
 */
#pragma D option quiet
enum fruit { APPLE = 3, PEAR };

BEGIN
{
	printf("%d %d\n", (enum pid_type)1 == PIDTYPE_TGID, (enum pid_type)0 != PIDTYPE_PID);
	printf("%d %d\n", (enum fruit)4 == PEAR, APPLE);
	exit(0);
}
