dtrace: failed to compile script err.D_DECL_IDRED.typename.d: [D_DECL_IDRED] line 1: typedef identifier redeclared: uint32_t
