dtrace: failed to compile script err.D_VAR_UNDEF.opassign.d: [D_VAR_UNDEF] line 4: total has not yet been declared or assigned
