# @@requires: root uprobes
# illumos semantics: a child forked by the traced process does not fire
# its parent's pid probes (its text has their breakpoints: they must not
# count).  The parent calls pidt_add(i, 100) 4 times, the child
# pidt_add(1000 + i, 1) 6 times.
$dtrace -q -c "$triggerdir/pid-calls fork 4" -n '
pid$target:a.out:pidt_add:entry { @[arg1] = count(); }
END { printa("second argument %d: %@d calls\n", @); }'
