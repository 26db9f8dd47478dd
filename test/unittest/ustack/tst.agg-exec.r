5  libc.so.6`getppid+OFF <- libustack-nofp.so`nofp_d+OFF <- libustack-nofp.so`nofp_c+OFF <- libustack-nofp.so`nofp_b+OFF <- libustack-nofp.so`nofp_a+OFF <- ustack-agg`agg_late+OFF <- ustack-agg`main+OFF <- libc.so.6`ADDR <- libc.so.6`__libc_start_main+OFF <- ustack-agg`_start+OFF
5  libc.so.6`umask+OFF <- libustack-nofp.so`nofp_cmp+OFF <- libc.so.6`ADDR <- libc.so.6`qsort_r+OFF <- libustack-nofp.so`nofp_sort+OFF <- ustack-agg`agg_late+OFF <- ustack-agg`main+OFF <- libc.so.6`ADDR <- libc.so.6`__libc_start_main+OFF <- ustack-agg`_start+OFF
~ every key down to _start: yes
~ keys equal the stacks printed: yes
~ keys: 2
