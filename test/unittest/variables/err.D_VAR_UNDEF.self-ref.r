dtrace: failed to compile script err.D_VAR_UNDEF.self-ref.d: [D_VAR_UNDEF] line 4: x has not yet been declared or assigned
