#!/bin/bash
# copyinstr() of a syscall's path argument, with and without a size: at
# most n characters, as illumos (n + 1 bytes with the NUL; Oracle's DTrace
# gives n - 1 and faults on 0: doc/compat.md); a bad address faults with
# DTrace's message and the clause stops.
# @@requires: root syscall
$dtrace -qn '
syscall::openat:entry /pid == $target && copyinstr(arg1) == "/etc/hostname"/
{ printf("%s %s\n", copyinstr(arg1), copyinstr(arg1, 4));
  printf("[%s] [%s] [%s] [%s]\n", copyinstr(arg1, 0), copyinstr(arg1, 1),
	 copyinstr(arg1, 12), copyinstr(arg1, 300)); }
' -c 'cat /etc/hostname' -o $tmpdir/out >/dev/null 2>&1
cat $tmpdir/out
$dtrace -qn 'BEGIN { x = copyinstr(16); printf("not reached\n"); } BEGIN { exit(0); }' 2>&1 |
	sed 's/ at BPF pc [0-9]*$//'
