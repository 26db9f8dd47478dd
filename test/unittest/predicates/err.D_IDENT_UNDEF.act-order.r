dtrace: failed to compile script err.D_IDENT_UNDEF.act-order.d: [D_IDENT_UNDEF] line 4: failed to resolve x: Unknown variable name
