dtrace: failed to compile script err.D_ADDROF_LVAL.const.d: [D_ADDROF_LVAL] line 3: unacceptable operand for unary & operator
