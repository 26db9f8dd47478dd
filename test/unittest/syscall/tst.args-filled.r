1 4321 4322 0 0

1 4322

dup2 4321 4322

dup2 4321 4322 0

entry 0 0
return 22 -22
entry 0 0
return 0 0

22
0

sched_getscheduler 22
sched_getscheduler 0

