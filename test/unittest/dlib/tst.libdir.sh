#!/bin/bash
# -L adds a D library directory: its files are read besides the standard
# library's (EPERM still known); an error in one, found when the library
# is first needed, names the file and line.
# @@requires: root
mkdir -p $tmpdir/lib $tmpdir/bad
printf 'inline int MYCONST = 42;\n#pragma D binding "1.0" MYCONST\n' > $tmpdir/lib/my.d
$dtrace -L $tmpdir/lib -qn 'BEGIN { printf("%d %d\n", MYCONST, EPERM); exit(0); }'
echo "status $?"
printf 'inline int BAD = ;\n' > $tmpdir/bad/bad.d
$dtrace -L $tmpdir/bad -qn 'BEGIN { trace(EPERM); exit(0); }' 2>&1 | sed "s#$tmpdir/##"
echo "status ${PIPESTATUS[0]}"
