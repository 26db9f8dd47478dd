io vmlinux done 4
io vmlinux start 4
status 0
done: Evolving Evolving ISA Evolving Evolving ISA; args[0]: bufinfo_t *; args[1]: devinfo_t *; args[2]: fileinfo_t *
start: Evolving Evolving ISA Evolving Evolving ISA; args[0]: bufinfo_t *; args[1]: devinfo_t *; args[2]: fileinfo_t *
