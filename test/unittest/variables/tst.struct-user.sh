#!/bin/bash
# A struct read from user memory (a syscall's typed pointer argument) is
# copied whole into a thread-local and an associative array at entry, and
# read back at return: sleep 0.25 asks clock_nanosleep for 0 s 250000000 ns.
# @@requires: root syscall
cat > $tmpdir/ts.d <<'D'
syscall::clock_nanosleep:entry /pid == $target/ { self->ts = *args[2]; t[tid] = *args[2]; }
syscall::clock_nanosleep:return /self->ts.tv_nsec/
{
	printf("%d %d %d\n", self->ts.tv_sec, self->ts.tv_nsec, t[tid].tv_nsec);
}
D
$dtrace -qs $tmpdir/ts.d -c "sleep 0.25"
echo "status $?"
