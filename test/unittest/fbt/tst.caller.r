fentry: caller vmlinux`ksys_read, first frame vmlinux`ksys_read, return caller vmlinux`ksys_read, depth matches: yes
kprobe: caller vmlinux`ksys_read, first frame vmlinux`ksys_read, return caller vmlinux`ksys_read, depth matches: yes
