/dev/zero

