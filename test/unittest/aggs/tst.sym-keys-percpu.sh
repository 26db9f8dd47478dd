# -x aggpercpu with sym() keys: the per-CPU values of the addresses of one
# symbol merge like the total (min of min, max of max, sums), whatever the
# order in which the map returns them.  dtrace is pinned to CPU 0, where
# BEGIN fires; the other CPUs' lines must read 0 and are left out.
# @@requires: root
command -v taskset >/dev/null || { echo "taskset is missing"; exit 77; }
r=$(awk '$3 == "vfs_read" && $2 ~ /^[Tt]$/ { print $1; exit }' /proc/kallsyms)
if [ -z "$r" ] || [ "$r" = 0000000000000000 ]; then
	echo "no readable kallsyms address for vfs_read" >&2
	exit 77
fi
taskset -c 0 $dtrace -q -x aggpercpu -n "BEGIN {
	@mn[sym(0x$r)] = min(5); @mn[sym(0x$r + 1)] = min(3); @mn[sym(0x$r + 2)] = min(7);
	@mx[sym(0x$r + 3)] = max(5); @mx[sym(0x$r + 1)] = max(9); @mx[sym(0x$r)] = max(7);
	@s[sym(0x$r + 3)] = sum(5); @s[sym(0x$r + 1)] = sum(9);
	exit(0);
}" > out || exit 1
awk '/^    \[CPU [1-9][0-9]*\] / {
	if (NF != 3 || $3 != 0) { print "not zero on another CPU: " $0; bad = 1 }
	next
}
{ print }
END { exit bad }' out
