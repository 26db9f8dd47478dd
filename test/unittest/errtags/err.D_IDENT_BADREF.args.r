dtrace: failed to compile script err.D_IDENT_BADREF.args.d: [D_IDENT_BADREF] line 4: args is an array and may not be used as a scalar
