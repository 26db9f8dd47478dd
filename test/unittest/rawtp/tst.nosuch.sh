# @@requires: root tracepoints
# A tracepoint that does not exist matches nothing: an error, unless -Z.
$dtrace -n 'rawtp:sched::no_such_tracepoint { exit(0); }' 2> err.txt
echo "status $?"
sed 's/^dtrace: //' err.txt
$dtrace -Z -n 'rawtp:sched::no_such_tracepoint' -n 'BEGIN { exit(0); }' > /dev/null 2>&1
echo "status with -Z $?"
