#!/bin/bash
# args[N] past a probe's arguments (BEGIN, END and profile probes have none)
# is D_ARGS_IDX naming the description whose probes lack it; with -Z and a
# description matching nothing the probes are unknown (D_ARGS_MULTI), as
# DTrace words it.
# @@requires: root syscall
for p in 'END { trace(args[2]); }' 'BEGIN { trace(args[-1]); }' \
	 'BEGIN { trace(args[100000000000]); }' 'syscall::read:entry,BEGIN { trace(args[0]); }' \
	 'BEGIN,syscall::read:entry { trace(args[0]); }' 'syscall::read:entry { trace(args[3]); }' \
	 'profile:::tick-1s { trace(args[0]); }'; do
	$dtrace -x errtags -e -n "$p" 2>&1; echo "status $?"
done
$dtrace -x errtags -e -Z -n 'nosuch:::probe { trace(args[0]); }' 2>&1; echo "status $?"
