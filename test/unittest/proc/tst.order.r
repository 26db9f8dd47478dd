create after lwp-create 1: 5
exit after lwp-exit 1: 5
lwp-start after start 1: 5

