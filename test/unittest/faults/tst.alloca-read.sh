#!/bin/bash
# Reads through a pointer into alloca() memory see only the memory the
# clause has taken so far, as in illumos: below it, past it, or in a later
# clause (which has taken none) the "invalid address" fault; an object that
# starts inside but ends past it "invalid size" with its size.  A second
# alloca() makes the bytes after the first one readable.  The addresses
# differ from the reference's (it names offsets into its scratch memory):
# the test checks which clauses faulted and with what.
# @@requires: root
$dtrace -qn '
BEGIN { x = (char *)alloca(8); x[7] = 7; printf("in %d\n", x[7]); }
BEGIN { x = (char *)alloca(8); printf("below %d\n", x[-1]); }
BEGIN { x = (char *)alloca(8); printf("past %d\n", x[8]); }
BEGIN { x = (char *)alloca(8); printf("across %d\n", *(int *)(x + 6)); }
BEGIN { x = (char *)alloca(8); y = (char *)alloca(4); x[9] = 9;
	printf("next alloca %d %d\n", x[9], *(int *)(x + 6) >> 24); }
BEGIN { x = (char *)alloca(8); y = (char *)alloca(4); printf("past the second %d\n", x[16]); }
BEGIN { printf("later clause %d\n", x[0]); }
BEGIN { exit(0); }' 2>$tmpdir/err
echo "status $?"
sed -e 's/ at BPF pc [0-9]*$/ at BPF pc N/' \
    -e 's/invalid address (0x[0-9a-f]*)/invalid address (ADDR)/' $tmpdir/err
