option: none
 libustack-nofp.so`nofp_c libustack-nofp.so`nofp_c libustack-nofp.so libustack-nofp.so`nofp_c+0x1
libustack-nofp.so`nofp_c
 libustack-nofp.so`nofp_c
option: -x noresolve
 libustack-nofp.so:0xNOFP_C libustack-nofp.so:0xNOFP_C libustack-nofp.so libustack-nofp.so:0xNOFP_C+1
libustack-nofp.so:0xNOFP_C
 libustack-nofp.so:0xNOFP_C
