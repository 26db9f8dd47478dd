# The stacks of aggregation keys live in a map of aggsize / 256 entries, at
# least 64: with aggsize=16k it holds 64, so of the trigger's 100 stacks
# (depth d seen d times) depths 65 to 100 find it full.  Each of their
# 2970 updates is an aggregation drop, reported as such (OUTPUT.md 12);
# the 64 stacks kept print with their counts.
# @@requires: root syscall
$dtrace -q -x aggsize=16k -c "$triggerdir/ustack-depths 100" -n '
syscall::getppid:entry /pid == $target/
{
	@u[ustack()] = count();
}
syscall::write:entry /pid == $target && (int)arg0 == -1/
{
	exit(0);
}' > out 2> err || { echo "dtrace failed"; cat err; exit 1; }
awk '/recurse\+/ { d++; next } /^ *[0-9]+$/ { n++; if (d != $1) bad++; if (d > max) max = d; d = 0 }
     END { printf "stacks %d, mismatches %d, deepest %d\n", n, bad, max }' out
# drops may be reported on any CPU the trigger ran on
grep -o '[0-9]* aggregation drops\? on CPU' err | awk '{ n += $1 } END { print n " drops" }'
sed '/aggregation drop/d' err
