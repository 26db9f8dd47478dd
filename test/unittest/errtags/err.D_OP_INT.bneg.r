dtrace: failed to compile script err.D_OP_INT.bneg.d: [D_OP_INT] line 3: operator ~ requires an operand of integral type
