dtrace: failed to compile script err.D_CAST_INVAL.string.d: [D_CAST_INVAL] line 5: invalid cast expression: "string" to "char *"
