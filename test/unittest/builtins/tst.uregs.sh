#!/bin/bash
# uregs[] reads the user registers saved at the system call: on x86-64 the
# first two arguments are in rdi and rsi, orig_rax is the call's number, rip
# and rsp are set; at the return rax holds the result (-EBADF); a variable
# index reads the same word as the constant.
# @@requires: root syscall
[ "$(uname -m)" = x86_64 ] || { echo "x86-64 register names only"; exit 77; }
cat > $tmpdir/uregs.d <<'D'
syscall::dup2:entry /pid == $target/
{
	i = R_RSI;
	printf("%d %d %d %d\n", uregs[R_RDI], uregs[i], uregs[R_RDI] == arg0, uregs[R_ORIG_RAX]);
	printf("%d %d %d\n", uregs[R_PC] != 0, uregs[R_SP] != 0, uregs[R_RIP] == uregs[R_PC]);
}
syscall::dup2:return /pid == $target/
{
	printf("%d\n", (int)uregs[R_RAX]);
}
D
$dtrace -qs $tmpdir/uregs.d -c "$triggerdir/dup2-args"
echo "status $?"
