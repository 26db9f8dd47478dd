# ustack() through code built without frame pointers (the ustack-nofp
# trigger and its library, .eh_frame only): by default the consumer unwinds
# the copied user stack with the objects' CFI and every frame down to main,
# libc's start-up code and _start is there, through libc itself (getppid's
# wrapper, and qsort calling the library back).  With -x ustackcopy=0 (frame
# pointers, bpf_get_stack) the same stacks stop after the first frame: what
# the unwinding is for.  Each system call happens once.  libc's static
# functions have no symbol without its debug information: `0x... there.
# @@requires: root syscall

# libc's static functions are named only when its separate debug file is
# installed (libc6-dbg, tst.debugfile.sh checks that): addresses either way.
libc_locals='__libc_start_call_main\|msort_with_tmp[.a-z0-9]*'

prog='syscall::getppid:entry,syscall::umask:entry /pid == $target/ { printf("%s", probefunc); ustack(); }'
for copy in 8k 0; do
	echo "ustackcopy=$copy"
	$dtrace -q -x ustackcopy=$copy -n "$prog" -c "$triggerdir/ustack-nofp" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	grep . out.txt | sed -e 's/+0x[0-9a-f]*$/+OFF/' -e 's/`0x[0-9a-f]*$/`ADDR/' \
		-e "s/^\( *libc.so.6\)\`\($libc_locals\)+OFF$/\1\`ADDR/"
done
