# -F with -q: the header and the indented prefixes are printed, the
# end-of-record newline is not.
# @@requires: root syscall

$dtrace -F -q -c "$triggerdir/getppid-loop 1" -n '
syscall::getppid:entry,
syscall::getppid:return
/pid == $target/
{
	printf("[%s]\n", probename);
}'
