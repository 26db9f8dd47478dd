# @@requires: root tracepoints rawtp
# @@timeout: 60
# Threads of the trigger fork and reap children at once: spin locks
# (spin-spin) and the kernel's tasklist_lock, an rwlock_t (rw-spin), are
# contended (spin-spin fires about a hundred times on the development
# machine, not at all in the stock-kernel VM: whether spin locks are
# contended depends on the machine, so it is not required).  Each
# spin-spin and rw-spin
# is about a wait whose contention_begin (seen through the rawtp
# provider, per thread and lock) had the flags the probe stands for:
# LCB_F_SPIN alone for spin-spin, LCB_F_SPIN with LCB_F_READ or
# LCB_F_WRITE for rw-spin, whose arg2 is RW_READER or RW_WRITER as they
# say; arg1 is positive and less than the run; and every spin wait the
# rawtp provider sees end with the lock held fired one of them.
[ -d /sys/kernel/tracing/events/lock/contention_end ] || { echo "no lock:contention_end" >&2; exit 77; }
$dtrace -q -c "$triggerdir/lockstat-contend fork" -n '
BEGIN
{
	start = timestamp; spin = 0; badtime = 0; badspin = 0; badrw = 0;
	fired = 0; waits = 0;
}

rawtp:::contention_begin
/pid == $target/
{
	self->flags[arg0] = arg1;
}

lockstat:::spin-spin
/pid == $target/
{
	spin++;
	badspin += self->flags[arg0] != 1;
}

lockstat:::rw-spin
/pid == $target/
{
	badrw += self->flags[arg0] == 3 ? arg2 != RW_READER :
	    self->flags[arg0] == 5 ? arg2 != RW_WRITER : 1;
}

lockstat:::spin-spin,
lockstat:::rw-spin
/pid == $target/
{
	fired++;
	badtime += arg1 == 0 || arg1 > timestamp - start;
}

/* a spin wait that ended with the lock held: one of the two must fire */
rawtp:::contention_end
/pid == $target && arg1 == 0/
{
	f = self->flags[arg0];
	waits += f == 1 || f == 3 || f == 5;
}

END
{
	printf("spin-spin not on LCB_F_SPIN %d\n", badspin);
	printf("rw-spin not as the flags say %d\n", badrw);
	printf("times out of range %d\n", badtime);
	printf("spin waits without a firing %d\n", waits - fired);
}'
echo "status $?"
