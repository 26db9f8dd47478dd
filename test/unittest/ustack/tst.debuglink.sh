# A library whose .symtab was moved to a separate debug file (objcopy
# --only-keep-debug, strip, --add-gnu-debuglink), the way distributions
# ship them: its static function nofp_cmp (qsort's callback, called once)
# is found through .gnu_debuglink in the debug file beside the library, as
# a pid probe and a frame of ustack().  With the debug file removed, the
# library is stripped: nofp_cmp is not known, and the error says so.
# @@requires: root uprobes

for f in ustack-nofp libustack-nofp.so; do
	cp "$triggerdir/$f" . || exit 1
done
objcopy --only-keep-debug libustack-nofp.so libustack-nofp.so.debug &&
	strip --strip-all libustack-nofp.so &&
	objcopy --add-gnu-debuglink=libustack-nofp.so.debug libustack-nofp.so ||
	{ echo "cannot split the debug file"; exit 1; }
readelf -S libustack-nofp.so | grep -q '\.symtab' && { echo "still has a .symtab"; exit 1; }

prog='pid$target:libustack-nofp.so:nofp_cmp:entry { printf("%s:%s:%s", probemod, probefunc, probename); ustack(1); }'
$dtrace -q -n "$prog" -c ./ustack-nofp > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | sed -e 's/+0x[0-9a-f]*$/+OFF/'

rm libustack-nofp.so.debug
$dtrace -q -n "$prog" -c ./ustack-nofp 2>&1
echo "status $?"
