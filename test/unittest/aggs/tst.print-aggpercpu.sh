# -x aggpercpu (OUTPUT.md 6.2): after the merged value, "\n    [CPU n]" and
# that CPU's value for every CPU.  dtrace is pinned to CPU 0, where BEGIN
# (a uprobe in dtrace itself) then fires; the other CPUs' lines, as many as
# the machine has, must all read 0 and are left out of the comparison.
# @@requires: root
command -v taskset >/dev/null || { echo "taskset is missing"; exit 77; }
taskset -c 0 $dtrace -q -x aggpercpu -n 'BEGIN { @["a"] = count(); @["a"] = count();
    exit(0); }' > out || exit 1
awk '/^    \[CPU [1-9][0-9]*\] / {
	if (NF != 3 || $3 != 0) { print "not zero on another CPU: " $0; bad = 1 }
	next
}
{ print }
END { exit bad }' out
