dtrace: failed to compile script err.D_IDENT_BADREF.args.d: [D_IDENT_BADREF] line 4: associative array 'args' may not be referenced as scalar
