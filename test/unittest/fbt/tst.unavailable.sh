# @@requires: root
# On a kernel with neither kprobes nor fentry (this project's development
# machine), fbt says so: for a description naming it, and for -l -P fbt.
# Skipped where fbt works (the VM tests of this directory run there).
k=$builddir/test/helpers/kfeature
[ -x "$k" ] || { echo "needs $k (make tests)"; exit 1; }
if $k kprobes > /dev/null 2>&1 || $k fentry > /dev/null 2>&1; then
	echo "fbt works on this kernel (kprobes or fentry): the error of kernels without both cannot be seen here"
	exit 77
fi
why='fbt probes cannot be used on this kernel: '
$dtrace -n 'fbt::vfs_read:entry { exit(0); }' 2> err1.txt
echo "enabling: status $?, says why: $(grep -c "$why" err1.txt)"
$dtrace -l -P fbt > out2.txt 2> err2.txt
echo "listing: status $?, says why: $(grep -c "$why" err2.txt)"
$dtrace -n 'fbt:::entry' 2> err3.txt
echo "every function: status $?, says why: $(grep -c "$why" err3.txt)"
# and each reason is given once, in words
grep -q 'kprobes' err1.txt && grep -q 'fentry' err1.txt && echo "names kprobes and fentry"
