lwp-create 1 1 thread: 1
lwp-start 0 1 proc-life: 1
create 1 1 proc-life: 5
lwp-create 1 0 process: 5
lwp-start 1 0 proc-life: 5
start 1 1 proc-life: 5

