== -c
guarded 5
fired 5 sum 15

== untraced
guarded 0
== another probe traced
guarded 0
plain 5

== -p, exit and SIGKILL
fired>0 1
sema 0
sema 1
sema 0
sema 1
sema 0
