# A -c command still running when tracing ends (exit() here) is killed, and
# dtrace does not wait for it: the command is ptrace-seized for its exit
# (libdtrace/dt_proc.c), so even when killed it stops there, and dtrace must
# let it go.  Then it is gone, not left stopped or a zombie.
# @@requires: root profile
# @@timeout: 20
start=$(date +%s)
$dtrace -qn 'BEGIN { printf("%d\n", $target); } tick-100ms { exit(0); }' -c "sleep 30" > out
echo "status $?"
pid=$(head -1 out)
[ -n "$pid" ] && [ ! -e /proc/$pid ] && echo "command gone" || echo "command $pid still there"
[ $(( $(date +%s) - start )) -lt 10 ] && echo "prompt"
