# One tuple of every kind of key: ustack(), umod(), usym(), uaddr(), an
# 8-bit and a 64-bit integer and a string, in the default format (the
# stack's frames, then the other keys after them on the last frame's
# following line) and in a printa() format (%k, %A, %d, %s); the PC's
# offset varies from build to build: removed (OUTPUT.md 6.2, 6.4, 7.2).
# @@requires: root syscall
prog='syscall::getppid:entry /pid == $target/ {
    @[ustack(2), umod(uregs[R_PC]), usym(uregs[R_PC]), uaddr(uregs[R_PC]), (char)-3, 5, "k"] = sum(2);
    @[ustack(2), umod(uregs[R_PC]), usym(uregs[R_PC]), uaddr(uregs[R_PC]), (char)-3, 5, "k"] = sum(2);
    exit(0); }
    END { printa(@); printa("%k|%A|%A|%A|%d|%d|%s|%@d\n", @); }'
$dtrace -q -n "$prog" -c "$triggerdir/ustack" > out || { echo "dtrace failed"; exit 1; }
sed 's/+0x[0-9a-f]*\( *\)/+OFF\1/g' out
