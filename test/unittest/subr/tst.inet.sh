#!/bin/bash
# inet_ntoa(), inet_ntop() and inet_ntoa6() on an address that cannot be
# read: the clause faults naming that address, the next clause runs.  On a
# readable address they show its bytes.
# @@requires: root
$dtrace -qn '
BEGIN { printf("%s\n", inet_ntoa((ipaddr_t *)24)); }
BEGIN { printf("%s\n", inet_ntop(10, (void *)32)); }
BEGIN { printf("%s\n", inet_ntoa6((in6_addr_t *)40)); }
BEGIN { printf("next clause\n"); exit(0); }' 2>$tmpdir/err
echo "status $?"
sed 's/ at BPF pc [0-9]*$/ at BPF pc N/' $tmpdir/err

# A readable address: the bytes of the pid, in memory order.
read -r pid s4 sp <<<"$($dtrace -qn 'BEGIN { printf("%d %s %s\n", curthread->pid,
    inet_ntoa((ipaddr_t *)&curthread->pid),
    inet_ntop(2, (void *)&curthread->pid)); exit(0); }')"
want=$((pid & 255)).$((pid >> 8 & 255)).$((pid >> 16 & 255)).$((pid >> 24 & 255))
[ "$s4" = "$want" ] && [ "$sp" = "$want" ] && echo "readable: ok" ||
	echo "readable: pid $pid gave $s4 and $sp, want $want"
