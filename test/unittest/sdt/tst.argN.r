task_rename: 1 1 17
signal_generate: 1 1 1 1 1 1
signal_generate: code -6, arg2 < 0: 1, comm at arg3: sdt-renamed
task_newtask: 1 1
sched_process_fork: 1 sdt-renamed

