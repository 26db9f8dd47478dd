dtrace: failed to compile script err.D_IDENT_BADREF.this-scalar.d: [D_IDENT_BADREF] line 3: pointer 'this' may not be referenced as scalar
