dtrace: failed to compile script err.D_OP_DYN.ternary.d: [D_OP_DYN] line 8: operator ?: operands cannot be of dynamic type
