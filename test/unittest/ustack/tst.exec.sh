# A -c command that execs again (a shell script, as a pyenv shim is) keeps
# its symbols: dtrace reads the new image at each exec stop, so the
# trigger's stack, taken two execs after the one dtrace started, resolves
# to its functions, both printed while it lives (exit() in the clause, the
# trigger then waits to be killed) and after it has exited.  A pid probe
# matched in the first image, in a library the last image maps as well
# (libc), still fires there: uprobes are placed by file, not by image
# (doc/pid.md); the trigger's one alarm() call is seen once.  A description
# that matched nothing in the first image (-Z) is matched again when the
# last image's dynamic linker reports its libraries (the dlopen watcher):
# ustack_outer's one call is seen.  Nothing hangs.  Last, a fixed-address program execs another one at the same
# addresses (exec-nopie, ustack-nopie): the old image's mappings would name
# the new image's functions after the old one's.
# @@requires: root syscall uprobes

libc_locals='__libc_start_call_main'
cat > exec-twice.sh <<EOS
#!/bin/sh
exec /bin/sh -c 'exec "\$0" "\$@"' "$triggerdir/ustack" "\$@"
EOS
chmod +x exec-twice.sh

norm() {
	sed -e 's/+0x[0-9a-f]*$/+OFF/' -e 's/`0x[0-9a-f]*$/`ADDR/' \
	    -e "s/^\( *libc.so.6\)\`\($libc_locals\)+OFF$/\1\`ADDR/" "$@"
}

echo "live:"
$dtrace -q -n 'syscall::getppid:entry /pid == $target && execname == "ustack"/ { ustack(); exit(0); }' \
	-c ./exec-twice.sh > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | norm
echo "exited:"
$dtrace -q -n 'syscall::getppid:entry /pid == $target && execname == "ustack"/ { ustack(); }' \
	-c "./exec-twice.sh 20" > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | norm
echo "pid probe:"
$dtrace -Z -q -n 'pid$target:libc.so.6:alarm:entry, pid$target::ustack_outer:entry
{ @[execname, probemod, probefunc] = count(); }' \
	-c "./exec-twice.sh 20" || { echo "dtrace failed"; exit 1; }
echo "same addresses:"
$dtrace -q -n 'syscall::getppid:entry /pid == $target && execname == "ustack-nopie"/ { ustack(); exit(0); }' \
	-c "$triggerdir/exec-nopie $triggerdir/ustack-nopie" > out.txt || { echo "dtrace failed"; exit 1; }
grep . out.txt | norm
