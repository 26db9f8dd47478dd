# @@requires: root tracepoints rawtp
# The code of the built-in variables about the current thread: a clause on
# ordinary probes only keeps the current task's helpers (no cost added by
# sched:::on-cpu's thread coming on); one that can fire on on-cpu reads
# the task the firing is about, which on-cpu's trampoline stores (next) and
# any other probe's stores as the current task (bpf_get_current_task).
calls() {
	awk '/^Disassembly of / { prog = $3; sub(/_[0-9]+:$/, "", prog); next }
	     / call / && /get_current|dt_task|dt_bvar/ { sub(/^.* call /, ""); print prog ": " $0 }' | LC_ALL=C sort -u
}
echo "ordinary:"
$dtrace -S -n 'syscall::getppid:entry { @[pid, tid, uid, ppid, execname] = count(); }
    BEGIN { exit(0); }' 2>&1 | calls
echo "on-cpu and an ordinary probe:"
$dtrace -S -n 'sched:::on-cpu, syscall::getppid:entry { @[pid, tid, uid, ppid, execname] = count(); }
    BEGIN { exit(0); }' 2>&1 | calls
