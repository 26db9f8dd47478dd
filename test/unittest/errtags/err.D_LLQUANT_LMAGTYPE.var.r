dtrace: failed to compile script err.D_LLQUANT_LMAGTYPE.var.d: [D_LLQUANT_LMAGTYPE] line 3: llquantize( ) argument #2 must be an integer constant
