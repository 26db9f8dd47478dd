ustackcopy=8k
nofp_c:entry   libustack-nofp.so`nofp_b
getppid:entry   libustack-nofp.so`nofp_d
nofp_c:return   libustack-nofp.so`nofp_b
ustackcopy=0
nofp_c:entry   0x0
getppid:entry   0x0
nofp_c:return   0x0
