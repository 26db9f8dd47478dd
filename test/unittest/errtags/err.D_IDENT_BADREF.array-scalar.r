dtrace: failed to compile script err.D_IDENT_BADREF.array-scalar.d: [D_IDENT_BADREF] line 4: associative array 'a' may not be referenced as scalar
