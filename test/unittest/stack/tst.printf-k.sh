# printf's %k prints a stack() or ustack() argument with its frames not
# indented; %-Nk indents them N spaces, %Nk right-aligns each in N columns
# (OUTPUT.md 5).
# @@requires: root syscall

$dtrace -q -c "$triggerdir/ustack" -n '
syscall::getppid:entry /pid == $target/
{
	printf("<%k>", ustack(2));
	printf("<%-4k>", ustack(1));
	printf("<%40k>", ustack(1));
	printf("<%k>\n", stack(1));
	exit(0);
}' | awk '/^      / { $0 = "width " length($0) " " substr($0, 1, 1) } { print }' |
	sed -e 's/+0x[0-9a-f]*/+OFF/' -e 's/^vmlinux`.*/KERNEL/'
