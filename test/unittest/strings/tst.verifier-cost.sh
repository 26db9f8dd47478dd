#!/bin/bash
# The verifier's cost of a clause calling every string subroutine (twice
# for the searches, which once took 0.9M instructions each) at strsize 256
# and 4096: about the same at both sizes (within 5%), and a small part of
# the 1M limit.
# @@requires: root
cat > cost.d <<'D'
BEGIN
{
	s = "hello/world/./../foo";
	n = strlen(s) + index(s, "wor") + rindex(s, "o") + index(s, "o", 3) +
	    rindex(s, "l", 9) + strlen(strstr(s, "or")) + strlen(strstr(s, "fo"));
	t = strjoin(strtok(s, "/"), strtok(NULL, "/"));
	u = strjoin(strchr(s, 'w'), strrchr(s, 'o'));
	v = strjoin(cleanpath(s), cleanpath(u));
	w = strjoin(basename(s), dirname(s));
	y = strjoin(toupper(s), tolower(s));
	z = strjoin(substr(s, 2, 3), lltostr(n));
	printf("%d %d %d\n", n, t == v, strlen(w) + strlen(y) + strlen(z));
	exit(0);
}
D
for size in 256 4096; do
	mkdir logs.$size
	DTRACE_BPFLOG_DIR=$PWD/logs.$size $dtrace -q -x strsize=$size -s cost.d || exit 1
	insns=$(cat logs.$size/*.log | sed -n 's/^processed \([0-9]*\) insns.*/\1/p' | sort -n | tail -1)
	echo "strsize $size: largest program $insns insns" >&2
	cost[$size]=$insns
done
[ -n "${cost[256]}" ] && [ -n "${cost[4096]}" ] &&
	[ "${cost[4096]}" -le $((cost[256] + cost[256] / 20)) ] && [ "${cost[4096]}" -lt 100000 ] &&
	echo "verifier cost: about the same at 256 and 4096, under 100000"
