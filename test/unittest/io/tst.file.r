done R b_flags 0x40, fi_fs right 1, fi_pathname <unknown>, dev_statname right 1: 163840 bytes
done W b_flags 0x100, fi_fs right 1, fi_pathname <unknown>, dev_statname right 1: 163840 bytes
start R b_flags 0x40, fi_fs right 1, fi_pathname <unknown>, dev_statname right 1: 163840 bytes
start W b_flags 0x100, fi_fs right 1, fi_pathname <unknown>, dev_statname right 1: 163840 bytes

status 0
