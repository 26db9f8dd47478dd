# stackdepth and ustackdepth count the frames stack() and ustack() show
# (at most maxframes); ucaller is the caller of the function the thread
# is in: ustack_outer, for the system call ustack_inner makes itself (as
# the reference DTrace says; D-LANGUAGE.md built-in variables).  Here
# ustackdepth is counted along frame pointers (-x ustackcopy=0): it equals
# the frames of a frame-pointer ustack() (ustack/tst.agg.sh checks the
# unwound one).
# @@requires: root syscall

$dtrace -q -x ustackcopy=0 -c "$triggerdir/ustack" -n '
syscall::getppid:entry /pid == $target/
{
	printf("%d %d\n", stackdepth, ustackdepth);
	stack(100);
	ustack(100);
	printf("\n");
	usym(ucaller);
	printf("|\n");
	exit(0);
}' > out.txt || { echo "dtrace failed"; exit 1; }
set -- $(head -1 out.txt)
kframes=$(awk 'NR > 1 && /^ +vmlinux`|^ +[a-z_0-9]+`|^ +0x/ && !/ustack`|libc/' out.txt | wc -l)
uframes=$(grep -c 'ustack`\|libc' out.txt)
# the usym() line is not a frame
uframes=$((uframes - 1))
[ "$1" -ge 3 ] && echo "kernel depth is 3 or more" || echo "kernel depth $1"
[ "$1" -eq "$kframes" ] && echo "stackdepth = frames of stack()" || echo "stackdepth $1, $kframes frames"
[ "$2" -eq "$uframes" ] && echo "ustackdepth = frames of ustack()" || echo "ustackdepth $2, $uframes frames"
grep '|$' out.txt
$dtrace -q -x maxframes=2 -c "$triggerdir/ustack" -n '
syscall::getppid:entry /pid == $target/ { printf("%d %d\n", stackdepth, ustackdepth); exit(0); }'
