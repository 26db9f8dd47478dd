# sym(), func() and mod() keys aggregate per symbol (per module for mod):
# three addresses inside vfs_read and one inside vfs_write, taken from
# /proc/kallsyms, give two entries; printa's %a of a sym() key names the
# symbol without offset, of a mod() key the module (OUTPUT.md 6.2, 6.4, 7.3).
# trunc() removes every address of a symbol's entry (positive and negative).
# @@requires: root

r=$(awk '$3 == "vfs_read" && $2 ~ /^[Tt]$/ { print $1; exit }' /proc/kallsyms)
w=$(awk '$3 == "vfs_write" && $2 ~ /^[Tt]$/ { print $1; exit }' /proc/kallsyms)
if [ -z "$r" ] || [ -z "$w" ] || [ "$r" = 0000000000000000 ]; then
	echo "no readable kallsyms addresses for vfs_read and vfs_write" >&2
	exit 77
fi
$dtrace -q -n "BEGIN {
	@s[sym(0x$r)] = count(); @s[func(0x$r + 1)] = count(); @s[sym(0x$r + 8)] = count();
	@s[sym(0x$w + 2)] = count();
	@m[mod(0x$r + 4), mod(0x$w)] = sum(3); @m[mod(0x$w + 1), mod(0x$r)] = sum(4);
	@t[sym(0x$r + 1), 1] = count(); @t[sym(0x$r + 2), 1] = count(); @t[sym(0x$w + 3), 1] = count();
	@u[sym(0x$r + 1)] = count(); @u[sym(0x$r + 2)] = count(); @u[sym(0x$w + 3)] = count();
	@c[func(0x$r + 5)] = avg(10); @c[func(0x$r + 6)] = avg(20);
	printa(\"%-12a|%@d\n\", @s);
	printa(\"%a %a %@d\n\", @m);
	trunc(@t, 1);
	trunc(@u, -1);
	printa(\"%a %@d\n\", @u);
	exit(0);
}"
