# stack(n) records at most n frames; without n, -x stackframes decides
# (D-LANGUAGE.md 6.1, options); maxframes caps both.  The syscall path is
# deeper than 3 frames.
# @@requires: root syscall

frames() {
	$dtrace -q "$@" -c "$triggerdir/getppid-loop 1" | grep -c '^ *[^ ]'
}
echo "stack(1): $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(1); exit(0); }')"
echo "stack(2): $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(2); exit(0); }')"
echo "stackframes=3: $(frames -x stackframes=3 -n 'syscall::getppid:entry /pid == $target/ { stack(); exit(0); }')"
echo "stack(2) twice: $(frames -n 'syscall::getppid:entry /pid == $target/ { stack(2); stack(2); exit(0); }')"
echo "maxframes=2: $(frames -x maxframes=2 -n 'syscall::getppid:entry /pid == $target/ { stack(); exit(0); }')"
echo "maxframes=2 stack(5): $(frames -x maxframes=2 -n 'syscall::getppid:entry /pid == $target/ { stack(5); exit(0); }')"
