signal-clear 14  0: 1
signal-discard 12 self 1: 1
signal-handle 10 siginfo 1: 1
signal-send 6 self 1: 1
signal-send 9 child 1: 1
signal-send 10 self 1: 1
signal-send 14 self 1: 1
signal-send SIGCHLD 17 parent 1: 5

