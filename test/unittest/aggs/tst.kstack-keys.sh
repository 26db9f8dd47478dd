# Kernel stack() keys (OUTPUT.md 6.2, 7.1): five getppid() calls from one
# call site have one kernel stack, so one entry counts 5; in the default
# format "\n", the frames indented by stackindent, the value on its own
# line; in a printa() format %k prints the frames unindented and the other
# keys follow.  Frame names depend on the kernel: each frame's text is
# reduced to its form (module`function+0xoff).  stackindent applies to
# stack keys as to stack() records.
# @@requires: root syscall
$dtrace -q -c "$triggerdir/getppid-loop 5" -n '
syscall::getppid:entry /pid == $target/
{
	@[stack(2)] = count();
	@s[stack(1), 3] = sum(1);
}
END
{
	printa("%k|%d|%@d\n", @s);
}' > out || { echo "dtrace failed"; exit 1; }
sed 's/[a-z_][a-z0-9_.]*`[a-z_][a-zA-Z0-9_.]*+0x[0-9a-f]*/MOD`FUNC+OFF/' out
# stackindent applies to stack keys too
$dtrace -q -x stackindent=4 -c "$triggerdir/getppid-loop 2" -n '
syscall::getppid:entry /pid == $target/ { @[stack(1), "k"] = count(); }' |
    sed 's/[a-z_][a-z0-9_.-]*`[a-zA-Z0-9_.]*+0x[0-9a-f]*/MOD`FUNC+OFF/'
