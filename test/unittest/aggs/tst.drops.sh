#!/bin/bash
#
# aggsize bounds the entries of an aggregation: with room for one key, the
# updates of two more are dropped and reported in DTrace's words on stderr
# (OUTPUT.md 12), the kept entry still prints, and the exit status is 0.
#
# @@requires: root

$dtrace -q -x aggsize=64 -n '
BEGIN
{
	@a[1] = count();
	@a[2] = count();
	@a[3] = count();
	@a[1] = count();
	exit(0);
}' 2> $tmpdir/err
echo "status $?"
sed 's/on CPU [0-9]*/on CPU N/' $tmpdir/err
$dtrace -q -x aggsize=64 -x droptags -n 'BEGIN { @a[1] = count(); @a[2] = count(); exit(0); }' \
	2>&1 >/dev/null | sed 's/on CPU [0-9]*/on CPU N/'
