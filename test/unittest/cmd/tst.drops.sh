#!/bin/bash
# Drops are reported: two BEGIN clauses each record 2400 bytes into a
# one-page buffer before the consumer can read (BEGIN runs in the dtrace
# process itself), so the second record is lost and reported on stderr.
# @@requires: root
args=$(for i in $(seq 300); do printf ', %dL' $i; done)
fmt=$(for i in $(seq 300); do printf '%%d'; done)
{
	echo "BEGIN { printf(\"first $fmt\\n\"$args); }"
	echo "BEGIN { printf(\"second $fmt\\n\"$args); }"
	echo 'BEGIN { exit(0); }'
} > $tmpdir/drops.d
$dtrace -q -x bufsize=4k -s $tmpdir/drops.d >$tmpdir/out 2>$tmpdir/err
echo "status $?"
cut -c1-5 $tmpdir/out
sed 's/on CPU [0-9]*/on CPU N/' $tmpdir/err
