dtrace: failed to compile script err.D_OP_ARRFUN.arrcopy.d: [D_OP_ARRFUN] line 7: operator = may not be applied to operand of type "int [4]"
