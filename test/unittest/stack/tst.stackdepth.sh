# stackdepth and ustackdepth count the frames stack() and ustack() show
# (at most maxframes); ucaller is the first user frame, in ustack_inner for
# the trigger's system call (D-LANGUAGE.md built-in variables).
# ustackdepth is counted in BPF, along frame pointers: it equals the frames
# of a frame-pointer ustack() (-x ustackcopy=0), not of one the consumer
# unwinds through libc (doc/ustack.md).
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
