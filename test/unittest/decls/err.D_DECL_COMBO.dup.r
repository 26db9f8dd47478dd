dtrace: failed to compile script err.D_DECL_COMBO.dup.d: [D_DECL_COMBO] line 1: invalid type combination
