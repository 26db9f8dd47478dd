exec /bin/true from proc-life: 1
exec /nonexistent/proc-life from proc-life: 1
exec-success true true ppid ok 1 pid ok 1: 1
exec-failure ENOENT 1 in proc-life: 1

