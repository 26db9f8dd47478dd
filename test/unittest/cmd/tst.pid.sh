#!/bin/bash
# -p: $target is the grabbed process and dtrace ends when it exits;
# an invalid or a nonexistent pid is an error.
# @@requires: root syscall
sleep 1 &
pid=$!
$dtrace -qn 'syscall:::entry /pid == $target/ { n = 1; } END { printf("%d %d\n", $target == '$pid', n); }' -p $pid
echo "status $?"
$dtrace -p abc -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
$dtrace -p 999999999 -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
