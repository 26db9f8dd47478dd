#!/bin/bash
# A variable uregs[] index outside the registers faults (illegal operation,
# with the index) into the ERROR probe; tracing goes on.
# @@requires: root
cat > $tmpdir/f.d <<'D'
BEGIN { i = 21; printf("%d\n", uregs[i]); }
dtrace:::ERROR { printf("ERROR: fault %d value %d\n", arg4, arg5); }
BEGIN { i = -1; trace(uregs[i]); }
BEGIN { exit(0); }
D
$dtrace -qs $tmpdir/f.d 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
