# Stack keys (OUTPUT.md 6.2): in the default format "\n", the frames
# indented by stackindent, then the value on its own line; in a printa()
# format through %k (%-2k: frames indented by 2), the other keys and the
# value after the frames.  Offsets vary from build to build: removed.
# @@requires: root syscall
prog='syscall::getppid:entry /pid == $target/ { @[ustack(3)] = count();
    @u[ustack(1), 7] = sum(5); exit(0); }
    END { printa("%-2k|%d|%@d\n", @u); }'
$dtrace -q -n "$prog" -c "$triggerdir/ustack" > out || { echo "dtrace failed"; exit 1; }
sed 's/+0x[0-9a-f]*$/+OFF/' out
