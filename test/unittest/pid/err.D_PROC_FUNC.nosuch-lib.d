/*
 * @@requires: root uprobes
 * @@trigger: pid-calls
 */
pid$target:libc.so.6:no_such_function_here:entry
{
}
