#!/bin/bash
# A type that only a loaded kernel module defines resolves through the
# module's scope (struct MOD`tag), from its BTF beside vmlinux's; the size
# DTrace computes is the one bpftool reads.  Skipped when no module with
# BTF is loaded (test/unit/test_modbtf.c covers a made-up module).
# @@requires: root
btf=/sys/kernel/btf
mod=$(ls $btf 2>/dev/null | grep -v '^vmlinux$' | head -1)
[ -n "$mod" ] || { echo "no kernel module with BTF in $btf"; exit 77; }
command -v bpftool >/dev/null || { echo "bpftool is not installed"; exit 77; }
bpftool btf dump file $btf/vmlinux | sed -n "s/^\[[0-9]*\] STRUCT '\([^']*\)'.*/\1/p" |
	sort -u > $tmpdir/vmlinux-structs
line=$(bpftool btf dump file $btf/$mod base $btf/vmlinux |
	sed -n "s/^\[[0-9]*\] STRUCT '\([^'(]*\)' size=\([1-9][0-9]*\) .*/\1 \2/p" |
	while read name size; do
		grep -qx "$name" $tmpdir/vmlinux-structs || { echo "$name $size"; break; }
	done)
[ -n "$line" ] || { echo "module $mod defines no struct of its own"; exit 77; }
set -- $line
$dtrace -qn "BEGIN { printf(\"%d\\n\", sizeof(struct $mod\`$1) == $2); exit(0); }"
echo "status $?"
