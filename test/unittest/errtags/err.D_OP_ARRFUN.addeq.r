dtrace: failed to compile script err.D_OP_ARRFUN.addeq.d: [D_OP_ARRFUN] line 5: operator += may not be applied to operand of type "int [4]"
