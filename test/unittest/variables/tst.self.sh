#!/bin/bash
# Thread-local variables pair entries with returns in the same thread; 0
# frees them.
# @@requires: root syscall
# (ok += ... needs ok declared first: DTrace refuses op= on a new variable)
$dtrace -qn '
BEGIN { ok = 0; }
syscall::getppid:entry /pid == $target/ { self->ts = timestamp; self->name[probefunc] = execname; }
syscall::getppid:return /self->ts/ { n++; ok += self->name["getppid"] == "getppid-loop"; self->ts = 0; }
syscall::getppid:return /pid == $target && self->ts/ { stale++; }
END { printf("%d %d %d\n", n, ok, stale); }' -c "$triggerdir/getppid-loop 1000"
