symkeys|symkeys`symkeys_a|symkeys`symkeys_a+0x1|0x0
symkeys`symkeys_b   |1
symkeys`symkeys_a   |3
symkeys libc.so.6 4

  symkeys`symkeys_a                                                 0
  symkeys`symkeys_b                                                 0
  symkeys`symkeys_a                                                 1
  symkeys`symkeys_a+0x1                                             1
  symkeys`symkeys_a+0x3                                             1
  symkeys`symkeys_b+0x2                                             1
  symkeys`symkeys_a                                         7               -1
  symkeys`symkeys_b                                         7               -1
