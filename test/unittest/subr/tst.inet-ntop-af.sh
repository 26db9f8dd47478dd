#!/bin/bash
# inet_ntop() of an address family other than AF_INET and AF_INET6 is the
# illegal-operation fault, as illumos documents (Oracle's DTrace prints
# 0.0.0.0: doc/compat.md); the clause stops, the next one runs.
# @@requires: root
$dtrace -qn '
BEGIN { a = (uint16_t *)alloca(16); printf("%s\n", inet_ntop(3, (void *)a)); }
BEGIN { printf("next clause\n"); exit(0); }
ERROR { printf("ERROR fault %d\n", arg4); }' 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
