/*
 * An event that no group has matches nothing: the same error as any
 * description that matches no probe.
 * @@requires: root tracepoints
 */
sdt:sched::no_such_event
{
}
