# @@requires: root tracepoints rawtp
# @@timeout: 60
# One thread of the trigger creates and unlinks a file in a new directory
# (the directory's i_rwsem, an rw_semaphore, as writer), the others list
# it (getdents: as readers where the file system lists shared, as ext4
# does; as writers where it does not, as overlayfs before Linux 6.6):
# rw-block fires on that rw_semaphore (args[0], found from the descriptor
# in getdents64's entry), with a positive time in arg1 and arg2 RW_READER
# or RW_WRITER as the wait's contention_begin flags say (LCB_F_READ 2,
# LCB_F_WRITE 4, seen through the rawtp provider); no other lockstat
# probe reports it.
[ -d /sys/kernel/tracing/events/lock/contention_end ] || { echo "no lock:contention_end" >&2; exit 77; }
$dtrace -q -c "$triggerdir/lockstat-contend dir" -n '
uint64_t sem;

BEGIN
{
	start = timestamp; n = 0; badtime = 0; badkind = 0; unknown = 0;
}

syscall::getdents64:entry
/pid == $target && sem == 0/
{
	sem = (uint64_t)&curthread->files->fdt->fd[arg0]->f_inode->i_rwsem;
}

rawtp:::contention_begin
/pid == $target && arg0 == sem/
{
	self->want = arg1 == 2 ? RW_READER : arg1 == 4 ? RW_WRITER : -1;
}

lockstat:::rw-block
/pid == $target && args[0] == (struct rw_semaphore *)sem/
{
	n++;
	badtime += arg1 == 0 || arg1 > timestamp - start;
	badkind += arg2 != self->want;
	unknown += self->want == -1;
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
	printf("rw-block fired %d\n", n > 0);
	printf("times out of range %d\n", badtime);
	printf("arg2 not as the flags say %d\n", badkind);
	printf("flags neither read nor write %d\n", unknown);
}'
echo "status $?"
