#!/bin/bash
# Macro variables and arguments: every process macro variable of
# D-LANGUAGE.md (values of the dtrace process; $$name as its string) and
# $cwd; $1 and $$1 in probe descriptions; -x defaultargs; the errors for a
# missing, unused, overflowing and ill-typed macro argument, in clauses
# and in probe descriptions.
# @@requires: root profile
tags="-x errtags"
$dtrace -qn 'BEGIN {
	printf("%d %d %d %d %d %d %d %d %d\n", $pid == pid, $ppid == ppid, $uid == uid,
	    $gid == gid, $euid == uid, $egid == gid, $pgid == curthread->group_leader->signal->pids[2]->numbers[0].nr,
	    $sid == curthread->group_leader->signal->pids[3]->numbers[0].nr, $target);
	printf("%d %d %d %d\n", $$pid == lltostr(pid), $$ppid == lltostr(ppid), $$target == "0",
	    $cwd == "'"$PWD"'");
	exit(0);
}'
echo "status $?"
$dtrace -qn 'profile:::tick-$1 /$$1 == "10ms"/ { printf("%s %s\n", probename, $$2); exit(0); }' 10ms two
echo "status $?"
$dtrace -qn 'profile:::$$1 { printf("%s\n", probename); exit(0); }' tick-20ms
echo "status $?"
$dtrace -x defaultargs -qn 'BEGIN { printf("%d [%s] %d\n", $3, $$3, $1 + 1); exit(0); }'
echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($2); }' 1 2>&1; echo "status $?"
$dtrace $tags -qn 'profile:::tick-$1 { exit(0); }' 2>&1; echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($1); }' 1 2 2>&1; echo "status $?"
$dtrace $tags -x argref -qn 'BEGIN { trace($1); exit(0); }' 1 2 2>&1; echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($1); }' 99999999999999999999999 2>&1; echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($1 * 1); }' 'a b' 2>&1; echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($$1 * 2); }' 3 2>&1; echo "status $?"
$dtrace $tags -qn 'BEGIN { trace($projid); }' 2>&1; echo "status $?"
