dtrace: failed to compile script err.D_IDENT_BADREF.self-scalar.d: [D_IDENT_BADREF] line 3: pointer 'self' may not be referenced as scalar
