dtrace: failed to compile script err.D_OP_WRITE.kptr.d: [D_OP_WRITE] line 5: operator = can only be applied to a writable variable
