live:
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack`_start+OFF
exited:
              ustack`ustack_inner+OFF
              ustack`ustack_outer+OFF
              ustack`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack`_start+OFF
pid probe:

  ustack                                              libc.so.6                                           alarm                                                             1
  ustack                                              ustack                                              ustack_outer                                                      1
same addresses:
              ustack-nopie`ustack_inner+OFF
              ustack-nopie`ustack_outer+OFF
              ustack-nopie`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack-nopie`_start+OFF
