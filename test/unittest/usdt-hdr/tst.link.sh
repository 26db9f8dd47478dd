#!/bin/bash
# dtrace -G: the object (default name myapp.o from myapp.d, or -o) checks the
# objects' probes, defines the semaphores strongly (the header's are weak)
# and the .note.dtrace notes in COMDAT groups: a program of two objects
# and the -G object has one type note per probe, its stapsdt notes point at
# the -G object's semaphores, ENABLED() is 0 untraced.  A probe or a
# provider the script does not define is an error, and no object is left.
# @@timeout: 120
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
. $testdir/notes.sh
cp $testdir/myapp.d $testdir/prog.c $testdir/prog2.c .
$dtrace -h -s myapp.d || exit 1
cc -DTWO -c -I. prog.c -o prog.o && cc -c -I. prog2.c -o prog2.o || exit 1
$dtrace -G -s myapp.d prog.o prog2.o
echo "status $?"
readelf -h myapp.o | awk '/Type:/ { print $2 }'
cc prog.o prog2.o myapp.o -o prog || exit 1
./prog 1
nm prog | awk '/_semaphore$/ { print $2, $3 }' | sort
stapsdt_notes prog | sort | uniq -c
dtrace_notes prog | sort | uniq -c
check_semaphores prog
# without the -G object, the header's weak definitions serve
cc prog.o prog2.o -o prog-weak && nm prog-weak | awk '/_semaphore$/ { print $2, $3 }' | sort
check_semaphores prog-weak
echo "== -o"
$dtrace -G -s myapp.d -o probes.o prog.o && cc prog.o prog2.o probes.o -o prog-o && ./prog-o 0
echo "== errors"
cat > fewer.d <<'E'
provider myapp {
	probe tick(unsigned short n, char c, char *s, long long v, unsigned char u);
};
E
cat > other.d <<'E'
provider other {
	probe tick();
};
E
$dtrace -G -s fewer.d prog.o 2>&1
echo "status $?"
$dtrace -G -s other.d prog2.o 2>&1
echo "status $?"
$dtrace -G -s other.d prog.c 2>&1
echo "status $?"
$dtrace -G -s other.d nosuch.o 2>&1
echo "status $?"
ls fewer.o other.o 2>&1 | sed 's/^ls: //'
