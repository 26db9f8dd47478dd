struct vmlinux`nosuch_type *p;
