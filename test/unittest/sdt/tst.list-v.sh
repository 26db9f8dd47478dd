#!/bin/bash
# dtrace -l -v shows an sdt probe's stability (illumos' sdt: Private
# descriptions, Private/ISA arguments) and its arguments typed from the
# tracepoint's format: the fields after the common_ ones, char arrays as
# arrays, __data_loc char[] fields as strings.  (Probe ids vary: left out.)
# @@requires: root tracepoints
for p in sdt:sched::sched_switch sdt:signal::signal_generate sdt:sched::sched_process_exec \
	 sdt:task::task_rename sdt:syscalls::sys_enter_openat; do
	$dtrace -l -v -n "$p" | sed 's/^ *[0-9][0-9]* /ID /' || exit 1
done
