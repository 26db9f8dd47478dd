# libc's static functions named from its separate debug file (Debian's
# libc6-dbg: /usr/lib/debug/.build-id/XX/YYYY.debug, found by libc's build
# id): __libc_start_call_main, which calls main, is a frame of every stack
# and a function of the pid provider (its entry fires once, before main).
# Without the debug file the same frame is an address (tst.nofp.sh).
# @@requires: root uprobes syscall

libc=$(ldd "$triggerdir/ustack-nofp" | awk '$1 == "libc.so.6" { print $3 }')
id=$(readelf -n "$libc" 2>/dev/null | awk '/Build ID:/ { print $3 }')
debug=/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
if [ -z "$id" ] || [ ! -r "$debug" ]; then
	echo "no debug file for $libc (build id '$id'): install libc6-dbg"
	exit 77
fi

# evaltime=preinit: the command starts at its entry point, before libc calls
# __libc_start_call_main (by default it would already be in main)
$dtrace -x evaltime=preinit -q -n '
pid$target:libc.so.6:__libc_start_call_main:entry
{
	printf("%s:%s", probefunc, probename);
	ustack();
}
syscall::getppid:entry
/pid == $target/
{
	printf("%s", probefunc);
	ustack();
}' -c "$triggerdir/ustack-nofp" > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | sed -e 's/+0x[0-9a-f]*$/+OFF/'
echo "listed: $($dtrace -l -n 'pid$target:libc.so.6:__libc_start_call_main:entry' \
	-c "$triggerdir/ustack-nofp" | awk 'NR > 1 { print $3 ":" $4 ":" $5 }')"
