# @[ustack()] keys and ustackdepth unwound in BPF (bpf/uwind.c) for a
# program that maps nothing but itself, libc, the dynamic linker, the vDSO
# and the vsyscall page (five executable mappings).  Its own functions keep
# frame pointers, libc's start-up does not: unwound, the keys go on through
# libc to _start, as the ustack() action does; with -x ustackcopy=0 (frame
# pointers) they stop in libc's __libc_start_call_main.
# @@requires: root syscall

libc_locals='__libc_start_call_main'
prog='
syscall::getppid:entry, syscall::write:entry /pid == $target/
{
	@s[probefunc, ustack()] = count();
	@d[probefunc] = max(ustackdepth);
}
END
{
	printa(@s);
	printa("depth %s %@d\n", @d);
}'
for copy in 8k 0; do
	echo "ustackcopy=$copy"
	$dtrace -q -x ustackcopy=$copy -n "$prog" -c "$triggerdir/ustack 1" > out.txt ||
		{ echo "dtrace failed"; exit 1; }
	sed -e 's/+0x[0-9a-f]*/+OFF/g' -e 's/`0x[0-9a-f]*/`ADDR/g' \
	    -e "s/^\( *libc.so.6\)\`\($libc_locals\)+OFF$/\1\`ADDR/" -e 's/ *$//' out.txt
done
