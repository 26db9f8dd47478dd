# -x flowindent and #pragma D option flowindent are -F (OUTPUT.md 8).
# @@requires: root syscall
$dtrace -x flowindent -c "$triggerdir/getppid-loop 1" \
    -n 'syscall::getppid:entry, syscall::getppid:return /pid == $target/ { trace(2); }'
$dtrace -c "$triggerdir/getppid-loop 1" -n '#pragma D option flowindent
syscall::getppid:entry, syscall::getppid:return /pid == $target/ { trace(3); }'
