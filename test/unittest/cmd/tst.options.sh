#!/bin/bash
# -o appends trace output to a file; -e compiles without tracing; -x with a
# bad option or value fails with status 2; -V prints the version.
# @@requires: root
$dtrace -qn 'BEGIN { printf("one\n"); exit(0); }' -o $tmpdir/out
$dtrace -qn 'BEGIN { printf("two\n"); exit(0); }' -o $tmpdir/out
cat $tmpdir/out
$dtrace -e -n 'BEGIN { printf("never\n"); }'; echo "-e status $?"
$dtrace -x nosuch -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
$dtrace -x bufsize=xyz -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
$dtrace -V
