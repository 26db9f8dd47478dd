vmlinux`vfs_write|1
vmlinux`vfs_read|3
vmlinux vmlinux 7
vmlinux`vfs_write 1

  vmlinux`vfs_read                                          1                2
  vmlinux`vfs_read                                                 15
