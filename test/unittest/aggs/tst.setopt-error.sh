#!/bin/bash
# setopt() of an unknown option is a run-time error of its clause, with and
# without a value; the clause goes on, status 0 (OUTPUT.md 11).
# @@requires: root
$dtrace -qn 'BEGIN { setopt("nosuch", "1"); setopt("nosuch2"); printf("after\n"); exit(0); }' \
	2>$tmpdir/err
echo "status $?"
cat $tmpdir/err
