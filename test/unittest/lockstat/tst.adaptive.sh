# @@requires: root tracepoints rawtp
# @@timeout: 60
# Threads of the trigger read one file through one shared descriptor:
# each lseek and read holds the file's f_pos_lock (a struct mutex), the
# reads wait for the disk (O_DIRECT), so the others spin on it while its
# owner runs (adaptive-spin) and sleep while it waits (adaptive-block).
# Both fire, in the trigger's threads, on that one mutex (args[0], found
# from the descriptor in lseek's entry, which precedes any wait), with a
# positive time in arg1; no spin-spin, rw-block or rw-spin is reported on
# it; a wait's begin is that of the same lock in the same thread (the
# time is less than the whole run's).
[ -d /sys/kernel/tracing/events/lock/contention_end ] || { echo "no lock:contention_end" >&2; exit 77; }
$dtrace -q -c "$triggerdir/lockstat-contend fpos" -n '
uint64_t fpos;

BEGIN
{
	start = timestamp;
	spin = 0; block = 0; badtime = 0; other = 0; kind = 0;
}

syscall::lseek:entry
/pid == $target && fpos == 0/
{
	fpos = (uint64_t)&curthread->files->fdt->fd[arg0]->f_pos_lock;
}

lockstat:::adaptive-spin,
lockstat:::adaptive-block
/pid == $target/
{
	other += args[0] != (struct mutex *)fpos;
	badtime += arg1 == 0 || arg1 > timestamp - start;
}

lockstat:::adaptive-spin
/pid == $target && arg0 == fpos/
{
	spin++;
}

lockstat:::adaptive-block
/pid == $target && arg0 == fpos/
{
	block++;
}

lockstat:::spin-spin,
lockstat:::rw-spin,
lockstat:::rw-block
/arg0 == fpos/
{
	kind++;
}

END
{
	printf("f_pos_lock found %d\n", fpos != 0);
	printf("adaptive-spin fired %d\n", spin > 0);
	printf("adaptive-block fired %d\n", block > 0);
	printf("waits on another lock %d\n", other);
	printf("times out of range %d\n", badtime);
	printf("other kinds on f_pos_lock %d\n", kind);
}'
echo "status $?"
