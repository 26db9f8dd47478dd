user: page_faults-user 10, page_faults-kernel 0, page_faults-all 10, minor_faults-all 10, major_faults-all 0, wrong pcs 0 0
kernel: page_faults-user 0, page_faults-kernel 10, page_faults-all 10, minor_faults-all 10, major_faults-all 0, wrong pcs 0 0
