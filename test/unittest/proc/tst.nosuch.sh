# @@requires: root tracepoints
# A probe name the proc provider does not have matches nothing: an error,
# unless -Z; a description that cannot name a proc probe does not make
# the provider read anything.
$dtrace -n 'proc:::no-such-probe { exit(0); }' 2> err.txt
echo "status $?"
sed 's/^dtrace: //' err.txt
$dtrace -Z -n 'proc:::no-such-probe' -n 'BEGIN { exit(0); }' > /dev/null 2>&1
echo "status with -Z $?"
$dtrace -l -n 'proc:genunix::exec' 2> err.txt
echo "status $?"
sed 's/^dtrace: //' err.txt
