# sym(), func() and mod() of a kernel address taken from /proc/kallsyms,
# its neighbours, and an address no symbol covers; printf's %a (OUTPUT.md
# 7.3, 5).
# @@requires: root

addr=$(awk '$3 == "do_syscall_64" && ($2 == "T" || $2 == "t") { print $1; exit }' /proc/kallsyms)
if [ -z "$addr" ] || [ "$addr" = 0000000000000000 ]; then
	echo "no readable kallsyms address for do_syscall_64" >&2
	exit 77
fi
$dtrace -q -n "BEGIN {
	sym(0x$addr); printf(\"|\n\"); func(0x$addr + 1); printf(\"|\n\");
	mod(0x$addr + 2); printf(\"|\n\"); sym(1); printf(\"|\n\"); mod(1); printf(\"|\n\");
	printf(\"%a %a %a\n\", 0x$addr, 0x$addr + 0x10, 1);
	printf(\"[%30a] [%-24a]\n\", 0x$addr, 0x$addr);
	exit(0);
}"
