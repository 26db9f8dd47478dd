
              libc.so.6`getppid+OFF
              libustack-nofp.so`nofp_d+OFF
              libustack-nofp.so`nofp_c+OFF
<
libc.so.6`getppid+OFF
libustack-nofp.so`nofp_d+OFF
>

              libc.so.6`getppid+OFF
              libustack-nofp.so`nofp_d+OFF
              libustack-nofp.so`nofp_c+OFF
              libustack-nofp.so`nofp_b+OFF
              libustack-nofp.so`nofp_a+OFF
              ustack-nofp`main+OFF
              libc.so.6`ADDR
              libc.so.6`__libc_start_main+OFF
              ustack-nofp`_start+OFF

ustackframes=4

              libc.so.6`umask+OFF
              libustack-nofp.so`nofp_cmp+OFF
              libc.so.6`ADDR
              libc.so.6`qsort_r+OFF

              libc.so.6`umask+OFF

