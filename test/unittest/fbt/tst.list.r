fbt vmlinux vfs_read entry
fbt vmlinux vfs_read return
glob: vfs_read entry
catalogue: 2 per function
