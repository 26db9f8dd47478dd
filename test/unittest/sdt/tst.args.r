task_rename: pid 1 oldcomm sdt-events newcomm sdt-renamed oom_score_adj 17
signal_generate: sig 10 errno 0 code -6 comm sdt-renamed pid 1 result 0
signal_deliver: sig 10 code -6
task_newtask: comm sdt-renamed clone_flags 40000 oom_score_adj 17
sched_process_fork: parent_comm sdt-renamed parent_pid 1 child_comm sdt-renamed child_pid 1
sched_process_exec: filename /proc/self/exe pid 1 old_pid 1 child 1

