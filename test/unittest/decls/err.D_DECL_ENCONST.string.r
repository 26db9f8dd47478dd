dtrace: failed to compile script err.D_DECL_ENCONST.string.d: [D_DECL_ENCONST] line 2: enumerator 'A' must be assigned to an integral constant expression
