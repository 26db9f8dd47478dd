lockstat vmlinux adaptive-block 4
lockstat vmlinux adaptive-spin 4
lockstat vmlinux rw-block 4
lockstat vmlinux rw-spin 4
lockstat vmlinux spin-spin 4
status 0
adaptive-block: Evolving Evolving ISA Evolving Evolving ISA; args[0]: struct mutex *; args[1]: uint64_t
adaptive-spin: Evolving Evolving ISA Evolving Evolving ISA; args[0]: struct mutex *; args[1]: uint64_t
rw-block: Evolving Evolving ISA Evolving Evolving ISA; args[0]: struct rw_semaphore *; args[1]: uint64_t; args[2]: int
rw-spin: Evolving Evolving ISA Evolving Evolving ISA; args[0]: rwlock_t *; args[1]: uint64_t; args[2]: int
spin-spin: Evolving Evolving ISA Evolving Evolving ISA; args[0]: spinlock_t *; args[1]: uint64_t
RW_WRITER 0 RW_READER 1

