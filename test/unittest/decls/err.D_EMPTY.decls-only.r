dtrace: failed to compile script err.D_EMPTY.decls-only.d: [D_EMPTY] line 6: empty D program translation unit
