__libc_start_call_main:entry
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main+OFF
              ustack-nofp`_start+OFF
getppid
              libc.so.6`getppid+OFF
              libustack-nofp.so`nofp_d+OFF
              libustack-nofp.so`nofp_c+OFF
              libustack-nofp.so`nofp_b+OFF
              libustack-nofp.so`nofp_a+OFF
              ustack-nofp`main+OFF
              libc.so.6`__libc_start_call_main+OFF
              libc.so.6`__libc_start_main+OFF
              ustack-nofp`_start+OFF
listed: libc.so.6:__libc_start_call_main:entry
