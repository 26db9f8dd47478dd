# User stacks unwound in BPF (bpf/uwind.c) must stay cheap to verify: the
# walk is a bpf_loop() callback, which Linux 6.7 and later verify again
# until the walk's state stops changing.  Ranges the verifier learned from
# a frame's tests, kept in that state, made it verify the callback 7 times
# per state (29k instructions for a key and ustackdepth; about 11k now,
# 8k on Linux 6.1).  The bound is generous; the old code exceeded it.
# @@requires: root syscall
n=$($dtrace -x bpflog -qn 'syscall::getppid:entry { @[ustack()] = count(); @d = max(ustackdepth); }
	BEGIN { exit(0); }' 2>&1 | awk '/^processed [0-9]+ insns/ { s += $2 } END { print s + 0 }')
if [ "$n" -gt 0 ] && [ "$n" -lt 20000 ]; then echo "ok"; else echo "$n"; fi
