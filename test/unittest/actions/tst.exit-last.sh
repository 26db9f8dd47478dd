#!/bin/bash
# Several exit() actions: the last one consumed gives the status (illumos,
# OUTPUT.md 13), END's included; statuses are truncated to 8 bits as
# exit(2) does (256 -> 0, -1 -> 255, 0x100000003 -> 3).  Each expected
# status was checked against the reference DTrace.
# @@requires: root
run() {
	$dtrace -qn "$1" >/dev/null 2>&1
	echo "$? $1"
}
run 'BEGIN { exit(1); } END { exit(0); }'
run 'BEGIN { exit(0); } END { exit(3); }'
run 'END { exit(4); } BEGIN { exit(0); }'
run 'BEGIN { exit(1); exit(2); }'
run 'BEGIN { exit(1); } BEGIN { exit(2); }'
run 'tick-1ms { exit(7); } END { exit(8); exit(9); }'
run 'BEGIN { exit(5); } END { trace(1); }'
run 'BEGIN { exit(256); }'
run 'BEGIN { exit(257); }'
run 'BEGIN { exit(-1); }'
run 'BEGIN { exit(-256); }'
run 'BEGIN { exit(0x100000003); }'
run 'BEGIN { trace(*(int *)0); } ERROR { exit(3); }'
run 'BEGIN { exit(2); trace(*(int *)0); } ERROR { exit(3); }'
