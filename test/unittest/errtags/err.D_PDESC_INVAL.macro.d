/* a macro argument that was not given, in a probe description */
syscall::$1:entry
{
}
