dtrace: failed to compile script err.D_IDENT_UNDEF.pred-later.d: [D_IDENT_UNDEF] line 6: failed to resolve x: Unknown variable name
