dtrace: failed to compile script err.D_OP_LVAL.enum.d: [D_OP_LVAL] line 5: operator = requires modifiable lvalue as an operand
