dtrace: failed to compile script err.D_DIV_ZERO.folded.d: [D_DIV_ZERO] line 3: expression contains division by zero
