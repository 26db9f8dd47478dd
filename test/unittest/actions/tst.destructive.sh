# Destructive actions compile without -w but are refused when tracing is
# enabled (D-LANGUAGE.md 6); with -w the notice is printed unless quiet.
# @@requires: root

$dtrace -n 'BEGIN { system("echo no"); exit(0); }' 2>&1
echo "status $?"
$dtrace -qw -n 'BEGIN { system("echo yes"); exit(0); }' 2>&1
echo "status $?"
