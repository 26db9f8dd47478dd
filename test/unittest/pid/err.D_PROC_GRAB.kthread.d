/*
 * @@requires: root uprobes
 * Process 2 is kthreadd, a kernel thread: no user objects to trace.
 */
pid2:a.out:main:entry
{
}
