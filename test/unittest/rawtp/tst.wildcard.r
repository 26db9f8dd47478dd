
  sched_process_exec                                                1
  sched_process_exit                                                1
