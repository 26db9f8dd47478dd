  ustack`ustack_inner                               |
  ustack`ustack_inner                               |
  ustack`ustack_inner+0x3                           |
  ustack                                            |
  libc.so.6                                         |
  0x8                                               |
ustack`ustack_inner+0x3|ustack`ustack_inner|0x8

  ustack-nopie`ustack_inner                         |
  ustack-nopie`ustack_inner                         |
  ustack-nopie`ustack_inner+0x3                     |
  ustack-nopie                                      |
  libc.so.6                                         |
  0x8                                               |
ustack-nopie`ustack_inner+0x3|ustack-nopie`ustack_inner|0x8

