/*
 * inline: constants (folded to the declared type) and expressions
 * evaluated where they are used.
 */
#pragma D option quiet
inline int ONE = 1;
inline string cmd = execname;
inline uint8_t SMALL = 300;
inline int PIDPLUS = pid + ONE;
BEGIN
{
	printf("%d %s %d %d\n", ONE + 1, cmd, SMALL, PIDPLUS == pid + 1);
	exit(0);
}
