# @@requires: root tracepoints rawtp
# dtrace -l -P lockstat lists the contention probes the lock:contention_*
# tracepoints give, module vmlinux and no function; -l -v their stability
# and argument types (arg0 the lock, arg1 the nanoseconds waited, the rw
# probes' arg2 RW_READER or RW_WRITER).
[ -d /sys/kernel/tracing/events/lock/contention_end ] || { echo "no lock:contention_end" >&2; exit 77; }
$dtrace -l -P lockstat | awk 'NR > 1 { print $2, $3, $4, NF }' | sort
echo "status $?"
$dtrace -l -v -P lockstat | awk '
	/^ *[0-9]+ +lockstat / { name = $4; next }
	/Identifier Names:|Data Semantics:|Dependency Class:/ { attr[name] = attr[name] " " $NF }
	/args\[[0-9]\]:/ { sub(/^[ \t]*/, ""); types[name] = types[name] "; " $0 }
	END { for (n in attr) print n ":" attr[n] types[n] | "sort" }'
# the constants of lockstat.d
$dtrace -qn 'BEGIN { printf("RW_WRITER %d RW_READER %d\n", RW_WRITER, RW_READER); exit(0); }'
