dtrace: failed to compile script err.D_DECL_ENOFLOW.next.d: [D_DECL_ENOFLOW] line 3: enumerator 'B' value overflows INT_MAX (2147483647)
