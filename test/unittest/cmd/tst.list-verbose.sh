#!/bin/bash
# dtrace -l -v: attributes and argument types of each probe; -l with -f, -m,
# -n and -P descriptions; a description matching nothing.
# @@requires: root syscall
$dtrace -l -v -n syscall::read:entry -n dtrace:::BEGIN | sed 's/^ *[0-9][0-9]* /ID /'
$dtrace -l -f getppid | sed 's/^ *[0-9][0-9]* /ID /'
$dtrace -l -n 'getppid:return' -P dtrace | sed 's/^ *[0-9][0-9]* /ID /'
$dtrace -l -n nosuch:nosuch 2>$tmpdir/err; echo "status $?"; cat $tmpdir/err
