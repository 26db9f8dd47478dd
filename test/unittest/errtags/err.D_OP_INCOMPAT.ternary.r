dtrace: failed to compile script err.D_OP_INCOMPAT.ternary.d: [D_OP_INCOMPAT] line 3: operator ?: operands must have compatible types
