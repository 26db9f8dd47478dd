#!/bin/bash
# A program the kernel refuses to load: the error names the verifier's
# reason (the last line of its log before the statistics), not only the
# errno, and the status is 1.  Today 65 aggregations in one clause need 65
# maps, over the kernel's 64 per program (issue 12 asks that such a
# program load: then this test needs another program the kernel refuses).
# @@requires: root
prog='BEGIN {'
for i in $(seq 1 65); do
	prog="$prog @a$i = count();"
done
prog="$prog exit(0); }"
$dtrace -qn "$prog" 2>$tmpdir/err >/dev/null
echo "status $?"
grep -o 'could not enable tracing: failed to load program dt_dtrace_0: .*' $tmpdir/err
