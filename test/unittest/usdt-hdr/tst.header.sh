#!/bin/bash
# dtrace -h: the header of a provider with native and translated arguments
# builds a program (-O0 and -O2) whose .note.stapsdt notes have the
# arguments' sizes and signs, semaphores in .probes, one .note.dtrace note
# per probe with the argument types; ENABLED() is 0 untraced; bpftrace
# lists the probes when it is installed.  The header alone suffices (no -G).
# @@timeout: 120
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
. $testdir/notes.sh
cp $testdir/myapp.d $testdir/prog.c .
$dtrace -h -s myapp.d
echo "status $?"
grep -oE '^#define[[:space:]]+MYAPP_[A-Z_]*(\([a-z0-9, ]*\))?' myapp.h | sed 's/[[:space:]]\+/ /' | sort -u
for opt in -O0 -O2; do
	echo "== $opt"
	cc $opt -Wall -Wextra -Werror -I. prog.c -o prog || exit 1
	./prog 2
	stapsdt_notes prog
	dtrace_notes prog
	check_semaphores prog
done
# a program built without probes (_DTRACE_VERSION 0) has no notes
cc -D_DTRACE_VERSION=0 -I. prog.c -o prog0 && ./prog0 1
stapsdt_notes prog0 | wc -l
if command -v bpftrace >/dev/null; then
	bpftrace -l "usdt:$tmpdir/prog:*" | sed "s|$tmpdir/||" | sort
else
	echo "bpftrace is not installed: its listing not checked" >&2
	printf 'usdt:prog:myapp:%s\n' nothing request__done request__start tick
fi
