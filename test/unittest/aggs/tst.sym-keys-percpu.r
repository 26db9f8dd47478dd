
  vmlinux`vfs_read                                                  3
    [CPU 0]                3
  vmlinux`vfs_read                                                  9
    [CPU 0]                9
  vmlinux`vfs_read                                                 14
    [CPU 0]               14
