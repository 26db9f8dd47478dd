dtrace: failed to compile script err.D_VAR_UNDEF.opassign-assoc.d: [D_VAR_UNDEF] line 4: a has not yet been declared or assigned
