dtrace: failed to compile script err.D_DECL_VOIDATTR.unsigned.d: [D_DECL_VOIDATTR] line 1: invalid type declaration: attributes may not be used with void type
