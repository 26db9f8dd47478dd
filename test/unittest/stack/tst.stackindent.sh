# -x stackindent sets the indentation of kernel and user frames (OUTPUT.md
# 7.1); 0 means none.  Non-quiet records keep the probe prefix line.
# @@requires: root syscall

run() {
	$dtrace "$@" -c "$triggerdir/ustack" \
		-n 'syscall::getppid:entry /pid == $target/ { stack(2); ustack(2); exit(0); }'
}
run -q -x stackindent=3 | grep . | sed -E 's/^( *)[^ ].*/[\1]/'
run -q -x stackindent=0 | grep . | sed -E 's/^( *)[^ ].*/[\1]/'
# the probe's line ends after the prefix; the frames follow on their own lines
run | sed -n 2p | sed 's/$/|/'
run | sed -n 3p | sed -E 's/^( *)[^ ].*/[\1]/'
