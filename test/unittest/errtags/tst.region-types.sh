#!/bin/bash
# Command-line programs: type names in a clause (casts, sizeof, offsetof) are
# resolved while DTrace parses, so their mistakes name no region ("in action
# list: "), unlike those of the operands around them.
# @@requires: root
for p in 'struct s { int a; }; BEGIN { trace(offsetof(struct s, b)); }' \
	 'BEGIN { trace(offsetof(int, b)); }' \
	 'struct s { char c; int a : 3; }; BEGIN { trace(offsetof(struct s, a)); }' \
	 'BEGIN { trace((long long long)1); }' \
	 'BEGIN { trace((nosuch_t)1); }' \
	 'BEGIN /(short long)1/ { }' \
	 'BEGIN { trace((int)curthread->comm); }'; do
	$dtrace -x errtags -e -n "$p" 2>&1; echo "status $?"
done
