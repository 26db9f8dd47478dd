#!/bin/bash
# -H with -C: the preprocessor lists the files it includes on stderr, the
# program runs; a macro from the header is expanded.
# @@requires: root
mkdir -p $tmpdir/inc
echo '#define FROM_HEADER 42' > $tmpdir/inc/h.h
printf '#include "h.h"\nBEGIN { printf("%%d\\n", FROM_HEADER); exit(0); }\n' > $tmpdir/t.d
$dtrace -q -C -H -I$tmpdir/inc -s $tmpdir/t.d 2> $tmpdir/err
echo "status $?"
grep -c "^\. $tmpdir/inc/h.h\$" $tmpdir/err
