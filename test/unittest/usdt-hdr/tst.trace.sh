#!/bin/bash
# End to end: a program built with dtrace -h's header (and once more with
# dtrace -G's object) traced by its USDT probes.  The types and the
# translator come from a D library file given with -L: args[0]->url of
# request-start goes through the translator automatically, and through
# xlate<> explicitly; request-done's translated arguments come from its
# native ones in another order; tick's integers of every size and sign and
# its string; ENABLED() is 1 for the enabled probes only, while traced.
# @@timeout: 120
# @@requires: root uprobes
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
cp $testdir/myapp.d $testdir/prog.c $testdir/prog2.c .
$dtrace -h -s myapp.d || exit 1
cc -O2 -I. prog.c -o prog || exit 1
cc -DTWO -c -I. prog.c -o prog-two.o && cc -c -I. prog2.c -o prog2.o || exit 1
$dtrace -G -s myapp.d -o myapp.o prog-two.o prog2.o || exit 1
cc prog-two.o prog2.o myapp.o -o prog-linked || exit 1
cat > trace.d <<'E'
myapp$target:::request-start
{
	printf("start %s %d | %s %d\n", args[0]->url, args[0]->status,
	    xlate<reqinfo_t *>((struct native_req *)arg0)->url,
	    xlate<reqinfo_t *>((struct native_req *)arg0)->status);
}

myapp$target:::request-done
{
	printf("done %d %s %d\n", args[0], args[1]->url, args[1]->status);
}

myapp$target:::tick
{
	printf("tick %d %c %s %d %d\n", args[0], args[1], copyinstr(arg2), args[3], args[4]);
}
E
for p in prog prog-linked; do
	echo "== $p"
	$dtrace -L $testdir/lib -q -s trace.d -c "./$p 3"
	echo "status $?"
done
