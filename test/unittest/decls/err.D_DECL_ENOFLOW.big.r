dtrace: failed to compile script err.D_DECL_ENOFLOW.big.d: [D_DECL_ENOFLOW] line 1: enumerator 'A' value overflows INT_MAX (2147483647)
