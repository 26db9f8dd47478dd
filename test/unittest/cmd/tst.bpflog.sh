#!/bin/bash
# -x bpflog prints the verifier's log for every program; a log buffer too
# small for it (-x bpflogsize) makes the load fail with a clear message and
# a non-zero status, and nothing is left running.
# @@requires: root
$dtrace -x bpflog -qn 'BEGIN { exit(0); }' 2>&1 >/dev/null | grep -c '^BPF verifier log for dt_dtrace_0:'
$dtrace -x bpflog -x bpflogsize=64 -qn 'BEGIN { exit(0); }' 2>$tmpdir/err >/dev/null
echo "status $?"
grep -o 'could not enable tracing: failed to load program dt_dtrace_0: verifier log buffer too small (-x bpflogsize)' $tmpdir/err
