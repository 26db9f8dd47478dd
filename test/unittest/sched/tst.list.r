sched vmlinux change-pri 4
sched vmlinux off-cpu 4
sched vmlinux on-cpu 4
sched vmlinux preempt 4
sched vmlinux sleep 4
sched vmlinux wakeup 4
status 0
change-pri: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *; args[2]: pri_t
off-cpu: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *
on-cpu: Evolving Evolving ISA Evolving Evolving ISA
preempt: Evolving Evolving ISA Evolving Evolving ISA
sleep: Evolving Evolving ISA Evolving Evolving ISA
wakeup: Evolving Evolving ISA Evolving Evolving ISA; args[0]: lwpsinfo_t *; args[1]: psinfo_t *
