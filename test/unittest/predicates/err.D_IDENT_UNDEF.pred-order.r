dtrace: failed to compile script err.D_IDENT_UNDEF.pred-order.d: [D_IDENT_UNDEF] line 3: failed to resolve x: Unknown variable name
