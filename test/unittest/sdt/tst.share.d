/*
 * Probes with the same clauses whose argument lies at different places in
 * their records (oom_score_adj: offset 44 in task_rename, 40 in
 * task_newtask) each get the loads of their own record.  The trigger runs
 * on one CPU: the events come in its order.
 * @@requires: root tracepoints
 * @@trigger: sdt-events
 * @@runtest-opts: -q
 */

sdt:task::task_rename,
sdt:task::task_newtask
/pid == $target/
{
	printf("%s %d\n", probename, args[3]);
}
