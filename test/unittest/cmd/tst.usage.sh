#!/bin/bash
# The usage message (D-LANGUAGE.md section 10) on stderr, status 2: with no
# arguments, after an unknown option or one missing its argument, and after
# -3/-6 followed by anything but 2/4 ("illegal option -- 32x").  -a and -A
# are accepted and ignored; "--" ends the options.
# @@requires: root
run() {
	echo "## $*"
	$dtrace "$@" > out 2> err
	echo "status $?"
	sed 's/^/out: /' out
	sed 's/^/err: /' err | head -${lines:-2}
	echo "err lines: $(wc -l < err)"
}
lines=100 run
run -y
run -b
run -32x -n BEGIN
run -65
run --foo
run -- -n BEGIN
run -a -A -qn 'BEGIN { exit(0); }'
