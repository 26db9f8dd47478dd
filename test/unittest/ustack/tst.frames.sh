# ustack() unwound by the consumer keeps DTrace's frame limits: ustack(n),
# -x ustackframes, printf's %k; several ustack()s in one clause share one
# stack copy (DT_USTACK_REF) and print the same frames.  The trigger runs
# with an empty environment, so that the copy crosses the top of the main
# thread's stack (it is read in pieces, doc/ustack.md): still every frame.
# @@requires: root syscall

# libc's static functions are named only when its separate debug file is
# installed (libc6-dbg, tst.debugfile.sh checks that): addresses either way.
libc_locals='__libc_start_call_main\|msort_with_tmp[.a-z0-9]*'

run() {
	$dtrace -q "$@" -c "env -i $triggerdir/ustack-nofp" > out.txt || { echo "dtrace failed"; exit 1; }
	sed -e 's/+0x[0-9a-f]*/+OFF/g' -e 's/`0x[0-9a-f]*/`ADDR/g' \
	    -e "s/^\( *libc.so.6\)\`\($libc_locals\)+OFF$/\1\`ADDR/" out.txt
}
run -n 'syscall::getppid:entry /pid == $target/ { ustack(3); printf("<%k>\n", ustack(2)); ustack(); }'
echo "ustackframes=4"
run -x ustackframes=4 -n 'syscall::umask:entry /pid == $target/ { ustack(); ustack(1, 100); }'
