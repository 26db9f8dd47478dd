dtrace: failed to compile script err.D_OP_LVAL.asgn.d: [D_OP_LVAL] line 3: operator = requires modifiable lvalue as an operand
