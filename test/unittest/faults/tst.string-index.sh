#!/bin/bash
# A variable index into a string outside [0, strsize) is the
# index-out-of-bounds fault with the index, as DTrace; the last char of
# the string's room is still readable.
# @@requires: root
$dtrace -qn '
BEGIN { s = "hello"; i = 256; printf("%d\n", s[i]); }
BEGIN { s = "hello"; i = -1; printf("%d\n", s[i]); }
BEGIN { s = "hello"; i = 255; printf("last %d\n", s[i] >= -128); exit(0); }' 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err
