dtrace: failed to compile script err.D_LLQUANT_HMAGTYPE.var.d: [D_LLQUANT_HMAGTYPE] line 3: llquantize( ) argument #3 must be an integer constant
