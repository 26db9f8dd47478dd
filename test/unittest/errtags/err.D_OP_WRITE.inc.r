dtrace: failed to compile script err.D_OP_WRITE.inc.d: [D_OP_WRITE] line 3: operator ++ can only be applied to a writable variable
