signal-discard 12: 1
signal-send 6: 1
signal-send 17: 5

