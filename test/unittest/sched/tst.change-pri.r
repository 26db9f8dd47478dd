main thread: 19 -> 24: 1
main thread: 24 -> 19: 1

