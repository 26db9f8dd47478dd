#!/bin/bash
# Exactly 1000 getppid entries and returns for a -c program that calls it
# 1000 times, with a predicate on $target.
# @@requires: root syscall
$dtrace -qn '
syscall::getppid:entry /pid == $target/ { n++; }
syscall::getppid:return /pid == $target/ { r++; }
END { printf("%d %d\n", n, r); }' -c "$triggerdir/getppid-loop 1000"
