dtrace: failed to compile script err.D_FUNC_IDENT.const.d: [D_FUNC_IDENT] line 3: function designator is not of function type
