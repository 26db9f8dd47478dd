dtrace: failed to compile script err.D_OP_PTR.struct.d: [D_OP_PTR] line 3: operator -> must be applied to a pointer
