#!/bin/bash
# An executable script with an interpreter line and arguments $1, $$2.
# @@requires: root
printf '#!%s -qs\nBEGIN { printf("%%d %%s\\n", $1 + 1, $$2); exit(0); }\n' "$dtrace" > $tmpdir/s.d
chmod +x $tmpdir/s.d
$tmpdir/s.d 41 hello
$dtrace -qs $tmpdir/s.d 1 2 3 2>&1 | sed "s#$tmpdir/##"; echo "status ${PIPESTATUS[0]}"
