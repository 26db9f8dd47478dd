dtrace: failed to compile script err.D_INT_OFLOW.lexer.d: [D_INT_OFLOW] line 3: constant 0x10000000000000000 results in integer overflow
