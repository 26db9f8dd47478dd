# Trace rings the kernel cannot give (64 GB per CPU: its page table alone is
# past what the kernel allocates at once) fail dtrace_go() in DTrace's words,
# without libbpf's own messages, with status 1.
# @@requires: root
$dtrace -b 64g -qn 'BEGIN { exit(0); }' 2>&1
echo "status $?"
