#!/bin/bash
# exit(N) makes dtrace exit with status N; plain exit(0) with 0.
# @@requires: root
$dtrace -qn 'BEGIN { exit(42); }' >/dev/null
[ $? -eq 42 ] || { echo "exit(42) did not give status 42"; exit 1; }
$dtrace -qn 'BEGIN { exit(0); }' >/dev/null || { echo "exit(0) did not give status 0"; exit 1; }
echo ok
