#!/bin/bash
# When the dynamic variable space is full, stores are dropped and counted:
# 100 distinct keys into space for 16 give 84 drops in all.
# @@requires: root syscall
$dtrace -q -x dynvarsize=1k -n '
syscall::getppid:entry /pid == $target/ { a[n++] = 1; }
END { printf("%d\n", n); }' -c "$triggerdir/getppid-loop 100" 2>$tmpdir/err
awk '/dynamic variable drop/ { n += $2 } END { print n " drops" }' $tmpdir/err
