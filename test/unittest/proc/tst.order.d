/*
 * Probes riding on one tracepoint fire in illumos's order: lwp-create
 * before create (in the parent, for each of the trigger's five forks),
 * lwp-exit before exit (in each child's last thread), start before
 * lwp-start (in each child's first thread).
 */
/* @@requires: root tracepoints rawtp */
/* @@trigger: proc-life */
/* @@runtest-opts: -q */

proc:::lwp-create
/pid == $target/
{
	self->lwpcreate = 1;
}

proc:::create
/pid == $target/
{
	@["create after lwp-create", self->lwpcreate] = count();
	self->lwpcreate = 0;
}

proc:::lwp-exit
/ppid == $target/
{
	self->lwpexit = 1;
}

proc:::exit
/ppid == $target/
{
	@["exit after lwp-exit", self->lwpexit] = count();
}

proc:::start
/ppid == $target/
{
	self->start = 1;
}

proc:::lwp-start
/ppid == $target/
{
	@["lwp-start after start", self->start] = count();
	self->start = 0;
}

END
{
	printa("%s %d: %@d\n", @);
}
