#!/bin/bash
# -v: the stability report of each program (OUTPUT.md 10.3).  A description
# without a provider (or with a pattern for it) is Unstable/Unstable/Common,
# as illumos's dt_probe_info() has it; with -e each description follows,
# with its argument attributes and types (a probe id as its probe's name).
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" 2>&1
	echo "status $?"
}
run -v -e -n BEGIN
run -v -e -n 'dtrace:::BEGIN,END { trace(pid); }'
run -v -e -n 'd*:::BEGIN'
run -v -e -i 1
run -v -e -n 'proc:::exec'
run -v -qn 'BEGIN { exit(0); }'
