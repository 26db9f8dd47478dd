# ustack() from pid provider probes (uprobes) in code without frame
# pointers: at a function's entry (the return address is still at the top
# of the stack), at its return (at its ret instruction, once its frame is
# gone), at the entry of libc's qsort.  Each fires once.
# @@requires: root uprobes

# libc's static functions are named only when its separate debug file is
# installed (libc6-dbg, tst.debugfile.sh checks that): addresses either way.
libc_locals='__libc_start_call_main\|msort_with_tmp[.a-z0-9]*'

$dtrace -q -n '
pid$target::nofp_c:entry, pid$target::nofp_c:return, pid$target:libc.so.6:qsort:entry
{
	printf("%s:%s", probefunc, probename);
	ustack();
}' -c "$triggerdir/ustack-nofp" > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | sed -e 's/+0x[0-9a-f]*$/+OFF/' -e 's/`0x[0-9a-f]*$/`ADDR/' \
	-e "s/^\( *libc.so.6\)\`\($libc_locals\)+OFF$/\1\`ADDR/"
