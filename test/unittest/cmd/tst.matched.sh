#!/bin/bash
# The "matched" notices on stderr: descriptions cut at '{', '/' or ';',
# singular "probe" for one, counting (clause, probe) pairs; none when quiet.
# @@requires: root
$dtrace -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
$dtrace -n 'BEGIN,END /1/ { exit(0); }' 2>&1 >/dev/null
$dtrace -qn 'BEGIN { exit(0); }' 2>&1 >/dev/null
echo 'BEGIN { exit(0); } BEGIN { }' > $tmpdir/t.d
$dtrace -s $tmpdir/t.d 2>&1 >/dev/null | sed "s#$tmpdir/##"
