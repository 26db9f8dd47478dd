symkeys
LIBC
symkeys`symkeys_a 1
symkeys
LIBC
symkeys`symkeys_a+0x1 1
symkeys
LIBC
symkeys`symkeys_a+0x3 1
symkeys
LIBC
symkeys`symkeys_b+0x2 1
symkeys
LIBC
symkeys`symkeys_b+0x2 1
symkeys
LIBC
symkeys`symkeys_a+0x3 1
symkeys
LIBC
symkeys`symkeys_a+0x1 1
symkeys
LIBC
symkeys`symkeys_a 1

