dtrace: failed to compile script err.D_IDENT_UNDEF.expr.d: [D_IDENT_UNDEF] line 3: failed to resolve dtt_nosuch: Unknown variable name
