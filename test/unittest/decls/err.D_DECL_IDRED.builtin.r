dtrace: failed to compile script err.D_DECL_IDRED.builtin.d: [D_DECL_IDRED] line 1: built-in identifier redeclared: pid
