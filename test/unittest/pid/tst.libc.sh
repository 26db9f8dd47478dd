# @@requires: root uprobes
# Functions of libc in a -c command: it is run on to its entry point
# before its probes are matched, so that the libraries it starts with are
# mapped.  The trigger calls getppid() three times; our dtrace is its
# parent.  Then every function of libc at once (one uprobe_multi link):
# getppid is still counted exactly, among the others.  Before Linux 6.6
# (perf-event uprobes: some 0.1 s each to remove, doc/pid.md) only
# getppid and the functions whose name starts with "a" (atoi among them).
probes='pid$target:libc.so.6::entry'
case $(uname -r) in
[0-5].*|6.[0-5].*) probes='pid$target:libc.so.6:getppid:entry,pid$target:libc.so.6:a*:entry' ;;
esac
$dtrace -q -c "$triggerdir/pid-calls 2" -n '
pid$target:libc.so.6:getppid:entry { @n = count(); }
pid$target:libc.so.6:getppid:return { @r[arg1 == ppid] = count(); }
END { printa("getppid %@d\n", @n); printa("returned ppid %d: %@d\n", @r); }' || echo "dtrace failed"
$dtrace -q -c "$triggerdir/pid-calls 2" -n '
'"$probes"' { @[probefunc] = count(); @all = count(); }
END { printa("all: %@d\n", @all); printa("%s %@d\n", @); }' > all.out 2> all.err || { echo "dtrace failed"; cat all.err; }
grep -w getppid all.out
n=$(sed -n 's/^all: //p' all.out)
[ "${n:-0}" -gt 3 ] && echo "other libc calls counted" || echo "all: $n"
