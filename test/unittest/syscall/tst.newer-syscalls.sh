# System calls newer than the build's <asm/unistd.h> are attached through
# raw_syscalls with the others of a wildcard, their numbers known from
# dt_syscall_newer[] (dt_prov_syscall.c).  The trigger makes call 451 + i
# i + 1 times (453, map_shadow_stack, skipped): each probe the kernel has
# must count exactly its own call's number of firings, and none may have a
# tracepoint of its own attached (bpftool perf show, run from BEGIN).
# @@requires: root syscall
names=(cachestat fchmodat2 map_shadow_stack futex_wake futex_wait futex_requeue
       statmount listmount lsm_get_self_attr lsm_set_self_attr lsm_list_modules mseal
       setxattrat getxattrat listxattrat removexattrat open_tree_attr file_getattr
       file_setattr)
ev=/sys/kernel/tracing/events/syscalls
have=0
for n in "${names[@]}"; do [ -d $ev/sys_enter_$n ] && have=$((have + 1)); done
[ $have -gt 0 ] || { echo "this kernel has none of the newer system calls"; exit 77; }
command -v bpftool >/dev/null || { echo "bpftool is not installed"; exit 77; }

$dtrace -q -w -c "$triggerdir/newer-syscalls" -n '
BEGIN { system("bpftool perf show pid %d > perf.txt", pid); }
syscall:::entry /pid == $target/ { @[probefunc] = count(); }
END { printa("%s %@d\n", @); }' > out || { echo "dtrace failed"; exit 1; }
grep -q 'tracepoint *sys_enter$' perf.txt || { echo "no raw_syscalls attachment:"; cat perf.txt; }
for n in "${names[@]}"; do
	grep -q "sys_enter_$n\$" perf.txt && echo "$n attached through its own tracepoint"
done
bad=0
for i in "${!names[@]}"; do
	n=${names[$i]}
	[ -d $ev/sys_enter_$n ] || continue
	want=$((i + 1))
	[ $n = map_shadow_stack ] && want=
	got=$(awk -v n=$n '$1 == n { print $2 }' out)
	if [ "$got" != "$want" ]; then
		echo "$n: counted ${got:-0}, expected ${want:-0}"
		bad=1
	fi
done
[ $bad = 0 ] && echo "every newer system call counted under its own name"
