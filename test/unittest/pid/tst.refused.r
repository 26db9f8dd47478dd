dtrace: description 'pid$target:libc.so.6:pthread_spin_lock:entry ' matched 1 probe
dtrace: could not enable tracing: cannot attach to probe pidPID:libc.so.6:pthread_spin_lock:entry (uprobe at /usr/lib/x86_64-linux-gnu/libc.so.6+OFF): the kernel refuses uprobes on this instruction
status 1
dtrace: 1 of N probe places left out: the kernel refuses uprobes on their instructions (first: pidPID:libc.so.6:pthread_spin_lock:entry)
getppid 3

status 0
