# @@requires: root uprobes
# The fallback of kernels without the uprobe_multi link (before 6.6): one
# perf-event uprobe per place, bound to the process.  DTRACE_UPROBE_PERF
# makes a newer kernel attach that way too.  Arguments, return values at
# two returning instructions, libc, and a forked child left out.
export DTRACE_UPROBE_PERF=1
$dtrace -q -c $triggerdir/pid-calls -n '
pid$target:a.out:pidt_add:entry { @e[arg0, arg1] = count(); }
pid$target:a.out:pidt_clamp:return { printf("pidt_clamp = %d\n", (int)arg1); }
pid$target:libc.so.6:getppid:entry { @g = count(); }
END { printa("pidt_add(%d, %d) %@d\n", @e); printa("getppid %@d\n", @g); }'
$dtrace -q -c "$triggerdir/pid-calls fork 4" -n '
pid$target:a.out:pidt_add:entry { @[arg1] = count(); }
END { printa("second argument %d: %@d calls\n", @); }'
