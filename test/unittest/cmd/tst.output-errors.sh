#!/bin/bash
# Output that cannot be written is reported, status 1 (doc/compat.md):
# tracing output and a listing to a full device.  A reader that goes away
# ends dtrace quietly.  -V writes to stdout whatever -o says.
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" 2>&1
	echo "status $?"
}
run -o /dev/full -qn 'BEGIN { printf("hello\n"); exit(0); }'
run -o /dev/full -l -n BEGIN
run -o /dev/full -V
echo "## -l | head -1"
$dtrace -l 2>&1 | head -1
echo "status ${PIPESTATUS[0]}"
