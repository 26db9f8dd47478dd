# -F with -q over nested calls (pid entry and return probes): the prefixes
# are indented as without -q, and no newline ends a record (DTrace prints
# it only when not quiet): a clause that prints none runs the records
# together on one line, one that prints "\n" gives a line each.  (The
# test runner's _DTRACE_TESTING leaves the CPU column out.)  Line ends are
# marked with |.
# @@requires: root uprobes

probes='pid$target:a.out:pidt_add:entry,pid$target:a.out:pidt_add:return,
pid$target:a.out:calls:entry,pid$target:a.out:calls:return'
for body in '' 'printf("\n");'; do
	echo "{ $body }"
	$dtrace -q -F -n "$probes { $body }" -c "$triggerdir/pid-calls 1" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	sed 's/ *$/|/' out.txt
done
