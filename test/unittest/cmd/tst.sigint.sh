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
kill -${SIG:-INT} $pid
wait $pid
echo "status $?"
cat $tmpdir/out
if command -v bpftool >/dev/null; then
	left=$(bpftool prog list 2>/dev/null | grep -c 'name dt_')
	[ "$left" -eq 0 ] || echo "$left programs left loaded"
fi
