  vmlinux`do_syscall_64                             |
  vmlinux`do_syscall_64                             |
  vmlinux                                           |
  0x1                                               |
  0x1                                               |
vmlinux`do_syscall_64 vmlinux`do_syscall_64+0x10 0x1
[         vmlinux`do_syscall_64] [vmlinux`do_syscall_64   ]

