# For the tests of @[ustack()] keys (test/unittest/ustack/tst.agg*.sh):
# reads dtrace -q output made of events, each a line "event NAME" and the
# ustack() the consumer unwound for it, then a line "aggregation" and the
# printa() of @[ustack()] = count().  Prints:
#   - each key whose frames match `want` (a regular expression; all keys by
#     default) as one line, its count, then its frames outermost last, with
#     offsets and unnamed addresses made constant (libc's static functions
#     have names only with its debug file);
#   - "keys equal the stacks printed: yes" when the keys are exactly the
#     distinct whole stacks printed (matching want, down to _start), that
#     is, BPF found the frames the consumer found; the counts are the
#     test's to check against what its trigger did.  A printed stack cut
#     short is left out (and counted on stderr): the consumer's unwinding
#     of a copy, not what is tested here;
#   - "every key down to _start: yes" when each key's last frame is _start.
# Usage: awk -v want=REGEX -f ustack-agg.awk OUTPUT | sort

function trim(s) {
	sub(/^[ \t]+/, "", s)
	sub(/[ \t]+$/, "", s)
	return s
}

function flush_event() {
	if (mode == "event" && frames != "") {
		if (frames !~ /`_start\+0x[0-9a-f]+$/)
			cut++
		else if (frames ~ want)
			printed[frames]++
	}
	frames = ""
}

function norm(f) {
	sub(/\+0x[0-9a-f]+$/, "+OFF", f)
	sub(/`0x[0-9a-f]+$/, "`ADDR", f)
	if (f ~ /^libc\.so\.6`(__libc_start_call_main|msort_with_tmp[.a-z0-9]*)\+OFF$/)
		f = "libc.so.6`ADDR"
	return f
}

BEGIN { mode = ""; frames = ""; if (want == "") want = "." }

/^event / { flush_event(); mode = "event"; next }
/^aggregation$/ { flush_event(); mode = "agg"; next }

mode == "event" && /^[ \t]+[^ \t]/ { frames = frames (frames == "" ? "" : " <- ") trim($0); next }

mode == "agg" && /^[ \t]+[0-9]+$/ {
	if (frames ~ want)
		counts[frames] += trim($0)
	frames = ""
	next
}
mode == "agg" && /^[ \t]+[^ \t]/ { frames = frames (frames == "" ? "" : " <- ") trim($0); next }

END {
	flush_event()
	same = 1
	whole = 1
	nkeys = 0
	for (k in counts) {
		nkeys++
		n = split(k, f, / <- /)
		line = counts[k]
		for (i = 1; i <= n; i++)
			line = line (i == 1 ? "  " : " <- ") norm(f[i])
		print line
		if (f[n] !~ /`_start\+/)
			whole = 0
		if (!(k in printed))
			same = 0
	}
	for (k in printed) {
		if (!(k in counts))
			same = 0
	}
	if (cut > 0)
		print "ustack-agg.awk: " cut " printed stacks cut short" > "/dev/stderr"
	print "~ keys: " nkeys
	print "~ keys equal the stacks printed: " (same && nkeys > 0 ? "yes" : "no")
	print "~ every key down to _start: " (whole && nkeys > 0 ? "yes" : "no")
}
