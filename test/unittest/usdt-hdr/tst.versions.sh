#!/bin/bash
# Seed 002's case: myapp's native structure changed between two versions
# (version 1's request has no status), and one D library file translates
# both.  Each binary's .note.dtrace names its own native type, so each is
# traced through its own translator by the automatic translation of
# args[0].  Version 1's provider file declares dummy types and translator
# as application builds do; the library's are the real ones.  With a
# library that lacks version 1's native type, tracing version 1 fails
# with a message and a non-zero status.
# @@timeout: 120
# @@requires: root uprobes
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
cp $testdir/myapp.d $testdir/prog.c $testdir/v1.d $testdir/progv1.c .
$dtrace -h -s myapp.d && $dtrace -h -s v1.d || exit 1
cc -I. prog.c -o prog && cc -I. progv1.c -o progv1 || exit 1
d='myapp$target:::request-start { printf("%s %s %d\n", probename, args[0]->url, args[0]->status); }'
$dtrace -L $testdir/lib-versions -qn "$d" -c './prog 2'
echo "status $?"
$dtrace -L $testdir/lib-versions -qn "$d" -c ./progv1
echo "status $?"
$dtrace -L $testdir/lib -qn "$d" -c ./progv1 2>&1 | sed 's/myapp[0-9][0-9]*/myappPID/g'
echo "status ${PIPESTATUS[0]}"
