# ucaller is where the function the thread is in returns to, through code
# without frame pointers too (unwound in BPF, doc/ustack.md): at nofp_c's
# entry and return nofp_b, at the getppid() system call (made in libc's
# wrapper) nofp_d.  With -x ustackcopy=0 frame pointers find no caller in
# that code: 0.
# @@requires: root uprobes syscall
prog='pid$target::nofp_c:entry, pid$target::nofp_c:return,
syscall::getppid:entry /pid == $target/
{
	printf("%s:%s ", probefunc, probename);
	usym(ucaller);
	printf("\n");
}'
for copy in 8k 0; do
	echo "ustackcopy=$copy"
	$dtrace -q -x ustackcopy=$copy -n "$prog" -c "$triggerdir/ustack-nofp" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	grep . out.txt | sed 's/  *$//'
done
