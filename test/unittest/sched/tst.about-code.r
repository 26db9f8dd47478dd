ordinary:
dt_syscall: bpf_get_current_comm
dt_syscall: bpf_get_current_pid_tgid
dt_syscall: bpf_get_current_task
dt_syscall: bpf_get_current_uid_gid
dt_syscall: dt_bvar_ppid
on-cpu and an ordinary probe:
dt_sched: dt_task_comm
dt_sched: dt_task_pid_tgid
dt_sched: dt_task_ppid
dt_sched: dt_task_uid_gid
dt_syscall: bpf_get_current_task
dt_syscall: dt_task_comm
dt_syscall: dt_task_pid_tgid
dt_syscall: dt_task_ppid
dt_syscall: dt_task_uid_gid
