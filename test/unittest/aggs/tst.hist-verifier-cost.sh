# A histogram's update must stay cheap to verify: its bucket has a known
# value on each path through the bucket function, and zeroing a value
# after clear() by a loop made the verifier walk the loop once per bucket
# value (quantize(timestamp): 240k instructions, over a second of start-up;
# now about 12k).  The bound is generous; the old code exceeded it 4 times.
# @@requires: root syscall
for f in 'quantize(timestamp)' 'lquantize(timestamp, 0, 1000, 10)' \
	'llquantize(timestamp, 10, 0, 6, 20)'; do
	n=$($dtrace -x bpflog -qn "syscall::getppid:return { @ = $f; } BEGIN { exit(0); }" 2>&1 |
		awk '/^processed [0-9]+ insns/ { s += $2 } END { print s + 0 }')
	if [ "$n" -gt 0 ] && [ "$n" -lt 60000 ]; then echo "$f: ok"; else echo "$f: $n"; fi
done
