#!/bin/bash
# -w prints "allowing destructive actions" (not when quiet); -Z lets a
# description match nothing; no arguments prints the usage (status 2).
# @@requires: root
$dtrace -w -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
$dtrace -qw -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
$dtrace -Z -n 'nosuch:::probe' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
echo "status $?"
$dtrace 2>&1 | head -1
echo "status ${PIPESTATUS[0]}"
