# -F: system call entry and return probes as "=>" and "<=" lines indented
# by call depth; a second clause of the same entry probe is not a deeper
# call and prints as "| func:name" at the current depth.
# @@requires: root syscall

$dtrace -F -c "$triggerdir/getppid-loop 2" -s /dev/stdin <<'EOD'
syscall::getppid:entry,
syscall::getppid:return
/pid == $target/
{
	trace(1);
}

syscall::getppid:entry
/pid == $target/
{
	printf("x");
}
EOD
