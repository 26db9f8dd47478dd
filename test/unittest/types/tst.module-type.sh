#!/bin/bash
# A type that only a loaded kernel module defines resolves through the
# module's scope (struct MOD`tag), from its BTF beside vmlinux's; the size
# DTrace computes is the one bpftool reads.  Skipped when no module with
# BTF is loaded (test/unit/test_modbtf.c covers a made-up module).
# @@requires: root kmodules
btf=/sys/kernel/btf
mods=$(ls $btf 2>/dev/null | grep -v '^vmlinux$' | grep -E '^[a-zA-Z_][0-9a-zA-Z_]*$')
[ -n "$mods" ] || { echo "no kernel module with BTF in $btf"; exit 77; }
command -v bpftool >/dev/null || { echo "bpftool is not installed"; exit 77; }
bpftool btf dump file $btf/vmlinux | sed -n "s/^\[[0-9]*\] STRUCT '\([^']*\)'.*/\1/p" |
	sort -u > $tmpdir/vmlinux-structs
# the first module with a struct of its own: "module tag size"
for mod in $mods; do
	bpftool btf dump -B $btf/vmlinux file $btf/$mod | sed -n \
		"s/^\[[0-9]*\] STRUCT '\([a-zA-Z_][0-9a-zA-Z_]*\)' size=\([1-9][0-9]*\) .*/\1 \2/p" \
		> $tmpdir/mod-structs
	line=$(while read name size; do
		grep -qx "$name" $tmpdir/vmlinux-structs || { echo "$mod $name $size"; break; }
	done < $tmpdir/mod-structs)
	[ -n "$line" ] && break
done
[ -n "$line" ] || { echo "no loaded module defines a struct of its own"; exit 77; }
set -- $line
$dtrace -qn "BEGIN { printf(\"%d\\n\", sizeof(struct $1\`$2) == $3); exit(0); }"
echo "status $?"
