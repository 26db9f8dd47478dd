/*
 * @@requires: root uprobes
 * No process 2147483646 (above any pid_max).
 */
pid2147483646:a.out:main:entry
{
}
