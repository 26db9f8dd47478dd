dtrace: failed to compile script err.D_CAST_INVAL.array-int.d: [D_CAST_INVAL] line 3: invalid cast expression: "char [16]" to "int"
