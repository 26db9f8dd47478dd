sleep 20
wakeup 20, by the parent 20, asleep 20
on-cpu == off-cpu: 1
off-cpu == sleep + preempt + 1: 1
on-cpu > 20: 1
self-> in on-cpu == on-cpu - 1: 1
on-cpu mismatches 0, off-cpu mismatches 0
writes 20

