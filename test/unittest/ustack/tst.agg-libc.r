ustackcopy=8k

  getppid
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack`_start+OFF
                1
  write
              ustack`raw_syscall3+OFF
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack`_start+OFF
                1
depth getppid 6
depth write 7

ustackcopy=0

  getppid
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
                1
  write
              ustack`raw_syscall3+OFF
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
                1
depth getppid 4
depth write 5

