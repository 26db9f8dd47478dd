#!/bin/bash
# SIGINT ends tracing: END fires, output is flushed, status 0, and the
# programs dtrace loaded are gone afterwards.
# @@requires: root
$dtrace -qn 'BEGIN { printf("begin\n"); } tick-10ms { n++; }
tick-10ms /n == 5/ { printf("ticking\n"); }
END { printf("end %d\n", n >= 5); }' > $tmpdir/out &
pid=$!
# wait (at most 20 s) until the tick probe has fired five times
for i in $(seq 400); do
	grep -q ticking $tmpdir/out 2>/dev/null && break
	sleep 0.05
done
# the BPF programs this dtrace holds (not other dtraces running meanwhile)
ids=$(grep -h '^prog_id:' /proc/$pid/fdinfo/* 2>/dev/null | awk '{ print $2 }' | sort -u)
[ -n "$ids" ] || echo "no BPF programs found in the fds of dtrace"
kill -${SIG:-INT} $pid
wait $pid
echo "status $?"
cat $tmpdir/out
left=0
for id in $ids; do
	[ -e /proc/self/fdinfo ] && bpftool prog show id $id >/dev/null 2>&1 && left=$((left + 1))
done
[ "$left" -eq 0 ] || echo "$left programs left loaded"
command -v bpftool >/dev/null || echo "bpftool is missing: cannot check what is left loaded" >&2
