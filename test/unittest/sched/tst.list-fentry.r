sched vmlinux surrender 4
sched vmlinux tick 4
status 0
surrender: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *
tick: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *
