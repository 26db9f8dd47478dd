dtrace: failed to compile script err.D_OP_ARITH.mul.d: [D_OP_ARITH] line 3: operator * requires operands of arithmetic type
