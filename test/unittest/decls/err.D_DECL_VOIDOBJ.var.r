dtrace: failed to compile script err.D_DECL_VOIDOBJ.var.d: [D_DECL_VOIDOBJ] line 1: cannot have void object: v
