/*
 * @@requires: root uprobes
 * @@trigger: pid-calls
 */
pid$target:a.out:nosuch:entry
{
}
