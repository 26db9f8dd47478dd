# @@requires: root kprobes
# A function that does not exist (or cannot be traced: not in
# available_filter_functions) matches nothing: an error, unless -Z.
$dtrace -n 'fbt::no_such_function_dtrace:entry { exit(0); }' 2> err.txt
echo "status $?"
sed 's/^dtrace: //' err.txt
$dtrace -Z -n 'fbt::no_such_function_dtrace:entry' -n 'BEGIN { exit(0); }' > /dev/null 2>&1
echo "status with -Z $?"
