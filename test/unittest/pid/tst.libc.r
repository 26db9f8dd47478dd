getppid 3
returned ppid 1: 3

getppid 3
other libc calls counted
