#!/bin/bash
# Division by zero at run time faults: the clause stops, the error message
# names the clause and the probe, the next clause still runs, status 0.
# @@requires: root
$dtrace -qn 'BEGIN { x = 0; y = 1 / x; printf("not reached\n"); }
BEGIN { printf("next clause\n"); exit(0); }' 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
