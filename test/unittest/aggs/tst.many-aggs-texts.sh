#!/bin/bash
# More aggregations than maps, over two program texts (-n twice: the
# first one's aggregations, which fit, stay direct; the second one's are
# indirect), and in ERROR clauses, which every program that may fault
# carries with it.
# @@requires: root
a='BEGIN {'
for i in $(seq 0 44); do
	a="$a @a$i = count();"
done
a="$a }"
b='BEGIN {'
for i in $(seq 45 99); do
	b="$b @a$i[$i % 3] = sum($i);"
done
b="$b exit(0); }"
$dtrace -q -n "$a" -n "$b" | sort | uniq -c
echo "status ${PIPESTATUS[0]}"
e='ERROR {'
for i in $(seq 0 69); do
	e="$e @e$i[$i % 2] = count();"
done
e="$e exit(0); }"
$dtrace -q -n "$e" -n 'BEGIN { trace(*(int *)8); }' 2>/dev/null | sort | uniq -c
echo "status ${PIPESTATUS[0]}"
