dtrace: failed to compile script err.D_CAST_INVAL.xlate.d: [D_CAST_INVAL] line 4: invalid cast expression: a pointer to translated data cannot be cast to an integer
