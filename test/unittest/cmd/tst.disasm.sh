#!/bin/bash
# -S prints the BPF disassembly of every program loaded, with helper and
# map names; -x bpflog prints the verifier's log.
# @@requires: root
$dtrace -S -qn 'BEGIN { printf("%d\n", pid > 0); exit(0); }' 2>$tmpdir/err
grep -q 'get_current_pid_tgid' $tmpdir/err || { echo "no helper name in -S"; cat $tmpdir/err; exit 1; }
grep -q 'mem' $tmpdir/err || { echo "no map name in -S"; exit 1; }
grep -q 'dt_clause_0' $tmpdir/err || { echo "no clause label in -S"; exit 1; }
$dtrace -x bpflog -qn 'BEGIN { exit(0); }' 2>$tmpdir/err >/dev/null
grep -q 'processed [0-9]* insns' $tmpdir/err || { echo "no verifier log with -x bpflog"; cat $tmpdir/err; exit 1; }
echo ok
