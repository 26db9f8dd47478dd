# Principal buffer drops: a one-page buffer cannot hold 100000 records;
# the losses are reported on stderr in DTrace's words, once per CPU and
# consume pass, and do not change the exit status.  With -x droptags each
# line names the kind.
# @@requires: root syscall

for opt in "" "-x droptags"; do
	$dtrace -q -x bufsize=4k $opt -c "$triggerdir/getppid-loop 100000" \
	    -n 'syscall::getppid:entry /pid == $target/ { printf("%d\n", 1); }' \
	    > out.txt 2> err.txt
	echo "status $?"
	grep -v '^dtrace: \(\[DTRACEDROP_PRINCIPAL\] \)\?[0-9]* drops\? on CPU [0-9]*$' err.txt
	grep -c '^dtrace: [0-9]* drops\? on CPU' err.txt > /dev/null && echo "drops reported"
	grep -c '^dtrace: \[DTRACEDROP_PRINCIPAL\] [0-9]* drops\? on CPU' err.txt > /dev/null &&
	    echo "drops tagged"
done
