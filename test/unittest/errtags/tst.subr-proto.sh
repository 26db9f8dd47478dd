#!/bin/bash
# A subroutine's argument of the wrong kind is D_PROTO_ARG naming the
# parameter's type as DTrace's prototype declares it (size_t, int64_t,
# uint16_t, dev_t, pid_t, struct in6_addr *...); copyin(), copyinstr() and
# copyinto() take an address as an integer (uintptr_t), not a pointer.
# @@requires: root
for c in 'alloca("s")' 'copyin("s", 1)' 'copyin(1, "s")' 'copyinstr((void *)0)' \
	 'copyinstr(1, "s")' 'copyinto(1, 1, 1)' 'copyinto(1, "s", (void *)0)' \
	 'bcopy("s", 1, 1)' 'bcopy("s", "s", "s")' 'substr("a", "s")' 'substr("a", 1, "s")' \
	 'index("a", "b", "s")' 'rindex("a", "b", "s")' 'strchr("s", "s")' 'strrchr("s", "s")' \
	 'lltostr("s")' 'htons("s")' 'ntohs((void *)0)' 'htonl("s")' 'ntohl("s")' \
	 'htonll("s")' 'ntohll("s")' 'inet_ntoa(1)' 'inet_ntoa6("s")' 'inet_ntoa6((void *)0, "s")' \
	 'inet_ntop("s", (void *)0)' 'inet_ntop(2, 1)' 'getmajor("s")' 'getminor("s")' \
	 'progenyof("s")' 'd_path(1)'; do
	$dtrace -x errtags -e -n "BEGIN { x = $c; }" 2>&1; echo "status $?"
done
