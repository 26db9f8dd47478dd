dtrace: failed to compile script err.D_IDENT_UNDEF.enumerator.d: [D_IDENT_UNDEF] line 2: failed to resolve y: Unknown variable name
