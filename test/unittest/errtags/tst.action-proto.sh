#!/bin/bash
# An action used as a value has its arguments checked against DTrace's
# prototype for it before the operator refuses the void it is: too few or
# too many (D_PROTO_LEN), or of the wrong kind (D_PROTO_ARG, the prototype
# as DTrace names it).
# @@requires: root
for c in 'trace()' 'trace(1, 2)' 'printf()' 'printf(1)' 'exit()' 'exit("s")' \
	 'exit((void *)0)' 'tracemem(1)' 'tracemem(1, "s")' 'tracemem(1, 1, (void *)0)' \
	 'printa()' 'print(1)' 'print(1, 2)' 'setopt()' 'setopt(1)' 'setopt("s", 1)' \
	 'setopt("s", "s", "s")' 'pcap(1)' 'pcap(1, 1)' 'pcap((char *)0, "s")' \
	 'normalize(1)' 'normalize(1, "s")' 'denormalize()' 'clear(1, 2)' 'trunc()' \
	 'trunc(1, "s")' 'speculate("s")' 'commit()' 'discard(1, 2)' 'system()' \
	 'raise("s")' 'stop(1)' 'copyout(1, 1)' 'copyout(1, 1, 1)' 'copyout(0, "s", 1)' \
	 'copyoutstr(1, 1, 1)' 'copyoutstr("a", 1, "s")' 'freopen()' 'breakpoint(1)' \
	 'panic(1)' 'chill("s")' 'ftruncate(1)' 'exit(trace(1))' 'printa(@undefined)' \
	 'setopt("a", (void *)0)' 'print("s")'; do
	$dtrace -x errtags -e -n "BEGIN { x = -$c; }" 2>&1; echo "status $?"
done
