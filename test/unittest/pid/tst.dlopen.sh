# @@requires: root uprobes
# A library the process dlopen()s after dtrace has attached
# (libpid-dlopen.so of the pid-dlopen trigger): with -Z, descriptions that
# name it (or only its functions) get its probes when it is mapped, before
# any of its code runs (its constructor frame_dummy is counted), and every
# call is counted: dlt_add 5 + 1 times, with its arguments in order,
# dlt_twice once with its return value.  Probes there before (main, libc's
# dlopen) are not attached twice: once each.  Run with the uprobe_multi
# link and with perf-event uprobes (Linux before 6.6).
prog='
pid$target:libpid-dlopen.so:dlt_add:entry { printf("add %d %d\n", arg0, arg1); }
pid$target::dlt_*:entry { @e[probemod, probefunc] = count(); }
pid$target:libpid-dlopen.so:dlt_twice:return { printf("twice returns %d\n", arg1); }
pid$target:libpid-dlopen.so:frame_dummy:entry { @c = count(); }
pid$target:a.out:main:entry, pid$target:libc.so.6:dlopen:entry { @o[probefunc] = count(); }
END { printa("%s %s %@d\n", @e); printa("constructor %@d\n", @c); printa("%s %@d\n", @o); }'
# (the trigger's own line, the sum, is left out: it may come anywhere)
run() {
	$dtrace -Z -q -c "$triggerdir/pid-dlopen 5" -n "$prog" > d.out || echo "dtrace failed: $?"
	grep -v '^20$' d.out
}
echo "== uprobe_multi"
run
echo "== perf events"
DTRACE_UPROBE_PERF=1 run
