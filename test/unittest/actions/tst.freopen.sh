# freopen(): output goes to the named file (appended to) from that point of
# the record on, freopen("") brings it back; the final newline goes where
# output goes at the end.  Destructive: needs -w.
# @@requires: root

echo old > out.txt
$dtrace -qw -n 'BEGIN { printf("a\n"); freopen("%s.txt", "out"); printf("b\n"); }
    BEGIN { printf("c\n"); freopen(""); printf("d\n"); exit(0); }'
echo "status $?"
cat out.txt
