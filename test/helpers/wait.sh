# Waiting in .sh tests for processes they start in the background: sourced
# with `. "$helperdir/wait.sh"`.  Bounds are multiplied by $timescale.

# wait_exec PID PROGRAM: until PID runs PROGRAM (forked but not yet exec'ed,
# its maps are still the shell's).  Up to 30 s.
wait_exec() {
	for ((i = 0; i < 600 * timescale; i++)); do
		[ "$(readlink /proc/$1/exe)" = "$(readlink -f "$2")" ] && return 0
		sleep 0.05
	done
	echo "process $1 did not exec $2" >&2
	return 1
}

# wait_for FILE TEXT [SECONDS]: until FILE holds TEXT (a grep pattern).
# Up to SECONDS (default 20); on time-out, FILE goes to stderr.
wait_for() {
	for ((i = 0; i < ${3:-20} * 10 * timescale; i++)); do
		grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "timed out waiting for $2 in $1" >&2
	cat "$1" >&2
	return 1
}
