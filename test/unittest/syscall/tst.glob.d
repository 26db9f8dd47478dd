/*
 * Several descriptions with globs on one clause; probefunc tells which.
 */
/* @@requires: root syscall */
/* @@trigger: getppid-loop */
#pragma D option quiet

syscall::getppi?:entry,
syscall::getpp[a-z]d:return
/pid == $target && n < 2/
{
	printf("%s:%s\n", probefunc, probename);
	n++;
}
