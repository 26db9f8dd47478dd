# A -c command that ends at once still has its stacks resolved: dtrace
# ptrace-seizes it and reads its mappings at its exit stop, before its
# address space goes (libdtrace/dt_proc.c).  The
# trigger exits right after its system calls (argument 0), long before
# dtrace's periodic reads of the target's maps; the aggregation is printed
# after it is gone.  Five runs, all must resolve.  Then the command is
# stopped and continued (SIGSTOP, SIGCONT from a child) and sent a signal it
# handles: being traced must not change what it sees.
# @@requires: root syscall
scope=$(cat /proc/sys/kernel/yama/ptrace_scope 2>/dev/null || echo 0)
[ "$scope" != 3 ] || { echo "ptrace is disabled (Yama ptrace_scope 3)"; exit 77; }

for i in 1 2 3 4 5; do
	$dtrace -q -n 'syscall::getppid:entry /pid == $target/ { @[ustack(3)] = count(); }' \
		-c "$triggerdir/ustack 0" | sed 's/+0x[0-9a-f]*$/+OFF/' > out.$i
done
cat out.1
for i in 2 3 4 5; do cmp -s out.1 out.$i || { echo "run $i differs:"; cat out.$i; }; done

cat > job.sh <<'SH'
trap "echo handled USR1" USR1
kill -USR1 $$
( sleep 0.2; kill -CONT $$ ) &
kill -STOP $$
echo resumed
wait
echo done
SH
$dtrace -q -n 'BEGIN { }' -c "sh job.sh"
echo "status $?"
