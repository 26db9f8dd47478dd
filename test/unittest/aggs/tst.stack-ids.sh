# Stack keys are stack ids in the aggregation's map (include/dt_bpf_shared.h,
# "Stacks in aggregation keys"); the consumer puts the frames back.  The
# trigger makes 100 distinct user stacks, the one of depth d (d recurse()
# frames) d times: each must come back with its own count, whole; the same
# after trunc(); ustack(5) merges every depth from 5 on into one key; a
# kernel stack() key beside them sees one stack for all 5050 calls.
# @@requires: root syscall
$dtrace -q -c "$triggerdir/ustack-depths 100" -n '
syscall::getppid:entry /pid == $target/
{
	@u[ustack()] = count();
	@u5[ustack(5)] = count();
	@k[stack(), 1] = count();
}
syscall::write:entry /pid == $target && (int)arg0 == -1/
{
	exit(0);
}
END
{
	printa(@u);
	printf("--- trunc\n");
	trunc(@u, 3);
	printa(@u);
	printf("--- ustack(5)\n");
	printa(@u5);
	printf("--- stack()\n");
	printa("%@d\n", @k);
}' > out || { echo "dtrace failed"; exit 1; }
# per section: the stacks, those whose recurse frames differ from their
# count, and the first five as recurse frames:count, in the order printed
awk '
function flush() { printf "stacks %d, mismatches %d,%s\n", n, bad, list; n = bad = 0; list = "" }
/^---/ { flush(); print; next }
/recurse\+/ { depth++; next }
/^ *[0-9]+$/ { n++; if (depth != $1) bad++; if (n <= 5) list = list " " depth ":" $1; depth = 0 }
END { flush() }
' out
