#!/bin/bash
# strtok(NULL, ...) goes on in the string given to strtok() earlier in the
# same probe firing, later clauses included (illumos keeps it in the
# machine state; doc/compat.md).  Without one (none yet in this firing, or
# the previous call found no token) it is the invalid-address fault on
# address 0, into the ERROR probe, and the clause stops.
# @@requires: root
$dtrace -qn '
BEGIN { printf("first %s\n", strtok(NULL, ",")); }
BEGIN { printf("given [%s]\n", strtok("a,b", ",")); }
BEGIN { printf("later clause [%s]\n", strtok(NULL, ",")); }
BEGIN { x = strtok("c", ","); y = strtok(NULL, ","); printf("[%s][%s]\n", x, y);
	printf("after the end %s\n", strtok(NULL, ",")); }
BEGIN { x = strtok(",,", ","); printf("no token\n"); }
BEGIN { printf("after no token %s\n", strtok(NULL, ",")); }
BEGIN { exit(0); }
END { printf("next firing %s\n", strtok(NULL, ",")); }
ERROR { printf("ERROR fault %d addr %d\n", arg4, arg5); }' 2>$tmpdir/err
echo "status $?"
sed -e 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
