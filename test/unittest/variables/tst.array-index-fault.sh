#!/bin/bash
# A variable index outside an array held in a thread-local variable faults
# ("index out of bounds" with the index) into the ERROR probe; the clause
# stops and tracing goes on.
# @@requires: root
cat > $tmpdir/idx.d <<'D'
self int arr[4];
BEGIN { i = 4; printf("%d\n", self->arr[i]); }
dtrace:::ERROR { printf("ERROR: fault %d value %d\n", arg4, arg5); }
BEGIN { i = 3; self->arr[i] = 7; printf("%d\n", self->arr[3]); exit(0); }
D
$dtrace -qs $tmpdir/idx.d 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
