# BEGIN's output is printed as soon as tracing starts, not at the consumer's
# first wake-up (the trace rings wake it only at a watermark, or after the
# one-second switchrate).  The script runs on for two seconds after BEGIN.
# @@requires: root profile
# @@timeout: 15
start=$(date +%s%N)
$dtrace -qn 'BEGIN { printf("begin\n"); } tick-2s { exit(0); }' | {
	read -r line
	now=$(date +%s%N)
	echo "$line"
	ms=$(((now - start) / 1000000))
	# before the fix the line came at about 1000 ms (slower under emulation)
	if [ "$ms" -lt $((600 * ${timescale:-1})) ]; then echo "prompt"; else echo "late: $ms ms"; fi
	cat
}
