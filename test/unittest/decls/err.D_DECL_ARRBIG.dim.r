dtrace: failed to compile script err.D_DECL_ARRBIG.dim.d: [D_DECL_ARRBIG] line 1: array dimension too big
