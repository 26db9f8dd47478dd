#!/bin/bash
# PostgreSQL 15's USDT probes (Debian's postgres has stapsdt notes and
# semaphores): a stand-alone backend (postgres --single, run as the
# postgres user on a fresh cluster) reads three queries from a fifo once
# dtrace -p is ready; query-start fires once per query with its text,
# query-done as often; dtrace ends with the backend.
# @@requires: uprobes
# @@timeout: 120
pg=/usr/lib/postgresql/15/bin
[ -x $pg/postgres ] && [ -x $pg/initdb ] || { echo "no PostgreSQL 15 in $pg"; exit 77; }
id postgres >/dev/null 2>&1 || { echo "no postgres user"; exit 77; }
command -v runuser >/dev/null || { echo "no runuser"; exit 77; }
readelf -n $pg/postgres 2>/dev/null | grep -q 'Name: query__start' || { echo "postgres has no stapsdt notes"; exit 77; }
# a directory the postgres user can reach
dir=$(mktemp -d /tmp/usdt-pg.XXXXXX) || exit 1
trap 'exec 3>&-; rm -rf "$dir"' EXIT
chmod 755 "$dir"
mkdir "$dir/data" && chown postgres "$dir/data"
runuser -u postgres -- $pg/initdb -D "$dir/data" -A trust --no-sync -U postgres \
	> "$dir/initdb.out" 2>&1 || { cat "$dir/initdb.out"; exit 1; }
mkfifo "$dir/queries" && chmod 644 "$dir/queries"
# on one CPU: its records in order
cpu=$(taskset -pc $$ | sed 's/.*: //; s/[,-].*//')
taskset -c $cpu runuser -u postgres -- $pg/postgres --single -D "$dir/data" postgres \
	< "$dir/queries" > "$dir/pg.out" 2>&1 &
exec 3> "$dir/queries"
p=
for ((i = 0; i < 200 * timescale; i++)); do
	p=$(pgrep -u postgres -f "^$pg/postgres --single -D $dir/data")
	[ -n "$p" ] && grep -q backend "$dir/pg.out" && break
	sleep 0.1
done
[ -n "$p" ] || { echo "the backend did not start" >&2; cat "$dir/pg.out" >&2; exit 1; }
$dtrace -q -o d.out -p $p -n 'BEGIN { printf("ready\n"); }' \
	-n 'postgresql$target:::query-start { printf("%s:%s %s\n", probemod, probename, copyinstr(arg0)); }' \
	-n 'postgresql$target:::query-done { @ = count(); }' \
	-n 'END { printa("done %@d\n", @); }' 3>&- &
d=$!
for ((i = 0; i < 200 * timescale; i++)); do
	grep -q ready d.out 2>/dev/null && break
	sleep 0.1
done
printf 'select 1;\nselect 2;\nselect 40 + 2;\n' >&3
exec 3>&-
wait $d
echo "dtrace status $?"
grep -v ready d.out
grep -c ' = "42"' "$dir/pg.out"
