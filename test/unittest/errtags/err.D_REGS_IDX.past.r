dtrace: failed to compile script err.D_REGS_IDX.past.d: [D_REGS_IDX] line 4: index 40 is out of range for array uregs
