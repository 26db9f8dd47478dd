# system(): the command runs from the consumer, formatted like printf, after
# dtrace's pending output is flushed, so both appear in order.
# @@requires: root

$dtrace -qw -n 'BEGIN { printf("before\n"); system("echo %s %d", "cmd", 42); printf("after\n"); exit(0); }' > out.txt
echo "status $?"
cat out.txt
