ustackcopy=8k
5  libc.so.6`getppid+OFF <- libustack-nofp.so`nofp_d+OFF <- libustack-nofp.so`nofp_c+OFF <- libustack-nofp.so`nofp_b+OFF <- libustack-nofp.so`nofp_a+OFF <- ustack-nofp`main+OFF <- libc.so.6`ADDR <- libc.so.6`__libc_start_main+OFF <- ustack-nofp`_start+OFF
5  libc.so.6`umask+OFF <- libustack-nofp.so`nofp_cmp+OFF <- libc.so.6`ADDR <- libc.so.6`qsort_r+OFF <- libustack-nofp.so`nofp_sort+OFF <- ustack-nofp`main+OFF <- libc.so.6`ADDR <- libc.so.6`__libc_start_main+OFF <- ustack-nofp`_start+OFF
~ every key down to _start: yes
~ keys equal the stacks printed: yes
~ keys: 2
depth getppid 9: 5
depth umask 9: 5
ustackcopy=0
~ keys: 2
~ every key down to _start: no
