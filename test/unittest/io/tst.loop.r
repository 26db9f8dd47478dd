done R: 4 requests
start R: 4 requests
done W: 6 requests
start W: 6 requests
done R: 32768 bytes
start R: 32768 bytes
done W: 110592 bytes
start W: 110592 bytes
done R: sectors 0 to 64
start R: sectors 0 to 64
done W: sectors 2048 to 2264
start W: sectors 2048 to 2264
done R: b_flags 0x40: 4
start R: b_flags 0x40: 4
done W: b_flags 0x100: 6
start W: b_flags 0x100: 6
done dev_name LOOP /dev/LOOP, numbers right 1: 10
start dev_name LOOP /dev/LOOP, numbers right 1: 10
done file <none> <none> <none>: 10
start file <none> <none> <none>: 10

status 0
