# dtrace -n 'BEGIN { exit(0); }' uses no kernel type and must not read the
# kernel's BTF (about 10 ms): check that it does not open it.
# @@requires: root
command -v strace >/dev/null || { echo "no strace"; exit 77; }
# LeakSanitizer cannot run under ptrace (make ASAN=1 check)
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 strace -f -e trace=openat -o trace.out $dtrace -q -n 'BEGIN { exit(0); }' || exit 1
if grep -q '/sys/kernel/btf/vmlinux' trace.out; then
	echo "the kernel's BTF was read"
	exit 1
fi
exit 0
