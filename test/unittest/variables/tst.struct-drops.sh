#!/bin/bash
# Struct values take dynamic variable space like any other: 100 distinct
# keys into space for 16 give 84 whole-value drops and 84 member-store
# drops; the elements stored are intact, and the dropped stores leave a
# larger struct variable's missing elements reading as zeroes.
# @@requires: root syscall
cat > $tmpdir/drops.d <<'D'
struct pt { int x; int y; };
struct big { long v[8]; };
struct pt g;
struct big bg;
int n;
BEGIN { b[0] = bg; }
syscall::getppid:entry /pid == $target/ { g.x = n + 1; a[n] = g; a[n].y = n + 2; n++; }
END
{
	printf("%d %d %d %d %d\n", n, a[0].x, a[0].y, a[15].x, a[15].y);
	printf("%d %d %d\n", b[1].v[0], b[1].v[1], b[1].v[7]);
}
D
$dtrace -q -x dynvarsize=1k -s $tmpdir/drops.d -c "$triggerdir/getppid-loop 100" 2>$tmpdir/err
awk '/dynamic variable drop/ { n += $2 } END { print n " drops" }' $tmpdir/err
