#!/bin/bash
# dtrace -l -P syscall lists an entry and a return probe for every system
# call with tracepoints, in the listing format.
# @@requires: root syscall
tracefs=/sys/kernel/tracing
[ -d $tracefs/events/syscalls ] || tracefs=/sys/kernel/debug/tracing
n=$(ls -d $tracefs/events/syscalls/sys_enter_* | wc -l)
out=$($dtrace -l -P syscall) || exit 1
hdr=$(printf '%5s %10s %17s %33s %s' ID PROVIDER MODULE FUNCTION NAME)
[ "$(echo "$out" | head -1)" = "$hdr" ] || { echo "bad header"; exit 1; }
lines=$(echo "$out" | tail -n +2 | wc -l)
[ "$lines" -eq $((2 * n)) ] || { echo "listed $lines probes, expected $((2 * n))"; exit 1; }
echo "$out" | grep -E '^ *[0-9]+    syscall           vmlinux +getppid entry$' >/dev/null || { echo "no getppid entry line"; exit 1; }
echo ok
