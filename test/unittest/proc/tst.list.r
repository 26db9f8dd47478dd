proc vmlinux lwp-create 4
proc vmlinux create 4
proc vmlinux exec 4
proc vmlinux exec-failure 4
proc vmlinux exec-success 4
proc vmlinux lwp-exit 4
proc vmlinux exit 4
proc vmlinux fault 4
proc vmlinux start 4
proc vmlinux lwp-start 4
proc vmlinux signal-send 4
proc vmlinux signal-discard 4
proc vmlinux signal-handle 4
proc vmlinux signal-clear 4
status 0
create: Evolving Evolving ISA Evolving Evolving ISA; args[0]: psinfo_t *
exec-failure: Evolving Evolving ISA Evolving Evolving ISA; args[0]: int
exec-success: Evolving Evolving ISA Evolving Evolving ISA
exec: Evolving Evolving ISA Evolving Evolving ISA; args[0]: string
exit: Evolving Evolving ISA Evolving Evolving ISA; args[0]: int
fault: Evolving Evolving ISA Evolving Evolving ISA; args[0]: int; args[1]: siginfo_t *
lwp-create: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *
lwp-exit: Evolving Evolving ISA Evolving Evolving ISA
lwp-start: Evolving Evolving ISA Evolving Evolving ISA
signal-clear: Evolving Evolving ISA Evolving Evolving ISA; args[0]: int; args[1]: siginfo_t *
signal-discard: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *; args[2]: int
signal-handle: Evolving Evolving ISA Evolving Evolving ISA; args[0]: int; args[1]: siginfo_t *; args[2]: uintptr_t
signal-send: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *; args[2]: int
start: Evolving Evolving ISA Evolving Evolving ISA
