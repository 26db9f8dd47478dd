# @@requires: root uprobes
# -p: processes running already.  Two processes run the same binary; the
# probes of one fire only in it (per process), then both are traced at
# once (several -p, pid$target being the first).  Each waits for a byte
# on its stdin (a fifo) once it has written its pid, so that its calls
# are made after dtrace has attached (BEGIN's line in dtrace's output).
mkfifo goA goB
exec 3<>goA 4<>goB
$triggerdir/pid-calls wait 7 pidA <&3 &
$triggerdir/pid-calls wait 11 pidB <&4 &
. "$helperdir/wait.sh"
wait_for pidA . 30 || exit 1
wait_for pidB . 30 || exit 1
A=$(cat pidA) B=$(cat pidB)

# one process: only its calls
$dtrace -q -p $A -o one.out -n '
BEGIN { printf("ready\n"); }
pid$target:a.out:pidt_add:entry { @ = count(); }
END { printa("pid$target: %@d calls\n", @); }' 2> one.err &
d=$!
wait_for one.out ready 30 || exit 1
printf x >&3
printf x >&4
wait $d || { echo "dtrace -p failed"; cat one.err; }
grep calls one.out
wait

# both, with several -p
rm -f pidA pidB
$triggerdir/pid-calls wait 3 pidA <&3 &
$triggerdir/pid-calls wait 5 pidB <&4 &
wait_for pidA . 30 || exit 1
wait_for pidB . 30 || exit 1
A=$(cat pidA) B=$(cat pidB)
$dtrace -q -p $A -p $B -o two.out -n '
BEGIN { printf("ready\n"); }
pid'$A':a.out:pidt_add:entry { @a = count(); }
pid'$B':a.out:pidt_add:entry { @b = count(); }
pid$target:a.out:pidt_sign:return { @t = count(); }
END { printa("first: %@d calls\n", @a); printa("second: %@d calls\n", @b);
      printa("pid$target returns: %@d\n", @t); }' 2> two.err &
d=$!
wait_for two.out ready 30 || exit 1
printf x >&3
printf x >&4
wait $d || { echo "dtrace -p -p failed"; cat two.err; }
grep -E "calls|returns" two.out
wait
