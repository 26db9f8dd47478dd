# @@requires: root uprobes
# -F over pid entry and return probes: the calls of calls() nest, each
# return (at its ret instruction) closing its entry.
$dtrace -F -n 'pid$target:a.out:pidt_*:entry,pid$target:a.out:pidt_*:return,
pid$target:a.out:calls:entry,pid$target:a.out:calls:return { }' -c "$triggerdir/pid-calls 1" |
	sed 's/^ *[0-9][0-9]* //; s/ *$//'
