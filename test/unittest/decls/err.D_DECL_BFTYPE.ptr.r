dtrace: failed to compile script err.D_DECL_BFTYPE.ptr.d: [D_DECL_BFTYPE] line 2: invalid type for bit-field: p
