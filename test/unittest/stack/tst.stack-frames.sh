# stack(n) records at most n frames; without n, -x stackframes decides
# (D-LANGUAGE.md 6.1, options).  The syscall path is deeper than 2 frames.
# @@requires: root syscall

frames() {
	$dtrace -q "$@" -c "$triggerdir/getppid-loop 1" | grep -c '^ *[^ ]'
}
echo "stack(1): $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(1); exit(0); }')"
echo "stack(2): $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(2); exit(0); }')"
echo "stackframes=3: $(frames -x stackframes=3 -n 'syscall::getppid:entry /pid == $target/ { stack(); exit(0); }')"
echo "stack(2) twice: $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(2); stack(2); exit(0); }')"
