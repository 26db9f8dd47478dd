/* @@requires: root syscall */
syscall::nosuchcall:entry
{
}
