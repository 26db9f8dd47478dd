# @@requires: root uprobes
# -l with -c: the module is the object's base name (the executable's own
# name; a.out names it too), globs in module and function; a listing of
# everything has the entry and return probes of every function.
t=$triggerdir/pid-calls
$dtrace -l -n 'pid$target:a.out:pidt_add:entry,pid$target:a.out:pidt_add:return' -c $t |
	awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -l -n 'pid$target:pid-calls:pidt_[as]*:entry' -c $t | awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -l -n 'pid$target:libc.so*:getppid:entry' -c $t | awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -l -c $t | awk '$2 ~ /^pid[0-9]+$/ && $4 ~ /^pidt_/ { print "all:", $3, $4, $5 }'
# the provider is named for the process
$dtrace -l -n 'pid$target:a.out:main:entry' -c $t > main.out
pid=$(awk 'NR == 2 { sub(/^pid/, "", $2); print $2 }' main.out)
[ -n "$pid" ] && [ "$pid" -gt 1 ] && echo "provider pid<PID>" || cat main.out
