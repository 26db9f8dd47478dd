dtrace: failed to compile script err.D_DECL_TYPERED.struct.d: [D_DECL_TYPERED] line 2: type redeclared: struct s
