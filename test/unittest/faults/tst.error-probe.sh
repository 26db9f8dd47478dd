#!/bin/bash
# Clauses on dtrace:::ERROR run on a fault with ERROR's arguments (arg1 probe,
# arg2 clause, arg4 fault code); the faulting firing's later clauses see
# their own arguments again; a fault inside an ERROR clause is only counted.
# @@requires: root
cat > $tmpdir/error.d <<'D'
BEGIN { x = 0; y = 1 / x; printf("not reached\n"); }
BEGIN { printf("next clause: id %d arg1 %d\n", id, arg1); }
dtrace:::ERROR { printf("ERROR: id %d probe %d clause %d fault %d\n", id, arg1, arg2, arg4); }
dtrace:::ERROR { z = 0; w = 1 / z; }
BEGIN { exit(0); }
D
$dtrace -qs $tmpdir/error.d 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
