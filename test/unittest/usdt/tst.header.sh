#!/bin/bash
# Tracing a program built with our dtrace -h (test/unittest/usdt-hdr's
# provider myapp and prog.c, at -O2): args[] typed from the .note.dtrace
# notes, translated through the translator of a D library file (-L):
# request-start's args[0]->url, request-done's (int status, reqinfo_t *r)
# from native (struct native_req *, int); tick's integers of every size
# and sign and its string; the ENABLED() tests true while traced.
# @@requires: uprobes
command -v cc >/dev/null || { echo "no C compiler"; exit 77; }
h=$testdir/../usdt-hdr
cp $h/myapp.d $h/prog.c .
$dtrace -h -s myapp.d || exit 1
cc -O2 -I. prog.c -o prog || exit 1
# on one CPU (the program inherits it): its records in order
cpu=$(taskset -pc $$ | sed 's/.*: //; s/[,-].*//')
taskset -c $cpu $dtrace -q -o d.out -L $h/lib -c "./prog 2" \
	-n 'myapp$target:::request-start { printf("start %s %d\n", args[0]->url, args[0]->status); }' \
	-n 'myapp$target:::request-done { printf("done %d %s %d\n", args[0], args[1]->url, args[1]->status); }' \
	-n 'myapp$target:::tick { printf("tick %d %c %s %d %d\n", args[0], args[1], copyinstr((uintptr_t)args[2]), args[3], args[4]); }' \
	-n 'myapp$target:::nothing { printf("nothing\n"); }'
echo "status $?"
cat d.out
./prog 1
