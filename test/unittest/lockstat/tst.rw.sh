# @@requires: root tracepoints rawtp
# @@timeout: 60
# One thread of the trigger creates and unlinks a file in a new directory
# (the directory's i_rwsem, an rw_semaphore, as writer), the others list
# it (getdents, as readers): rw-block fires on that rw_semaphore (args[0],
# found from the descriptor in getdents64's entry), with arg2 RW_READER
# for the listing threads and RW_WRITER for the writing one, and a
# positive time in arg1.
[ -d /sys/kernel/tracing/events/lock/contention_end ] || { echo "no lock:contention_end" >&2; exit 77; }
$dtrace -q -c "$triggerdir/lockstat-contend dir" -n '
uint64_t sem;

BEGIN
{
	start = timestamp; rd = 0; wr = 0; badtime = 0; badkind = 0;
}

syscall::getdents64:entry
/pid == $target && sem == 0/
{
	sem = (uint64_t)&curthread->files->fdt->fd[arg0]->f_inode->i_rwsem;
}

syscall::getdents64:entry
/pid == $target && self->lister == 0/
{
	self->lister = 1;
}

lockstat:::rw-block
/pid == $target && args[0] == (struct rw_semaphore *)sem/
{
	badtime += arg1 == 0 || arg1 > timestamp - start;
	/* the listing threads wait as readers, the other as writer */
	badkind += self->lister ? arg2 != RW_READER : arg2 != RW_WRITER;
	rd += arg2 == RW_READER;
	wr += arg2 == RW_WRITER;
}

lockstat:::adaptive-spin,
lockstat:::adaptive-block,
lockstat:::spin-spin,
lockstat:::rw-spin
/arg0 == sem/
{
	badkind++;
}

END
{
	printf("i_rwsem found %d\n", sem != 0);
	printf("rw-block as reader %d\n", rd > 0);
	printf("rw-block as writer %d\n", wr > 0);
	printf("times out of range %d\n", badtime);
	printf("wrong kinds %d\n", badkind);
}'
echo "status $?"
