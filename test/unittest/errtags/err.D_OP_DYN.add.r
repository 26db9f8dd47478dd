dtrace: failed to compile script err.D_OP_DYN.add.d: [D_OP_DYN] line 3: operator + operands cannot be of dynamic type
