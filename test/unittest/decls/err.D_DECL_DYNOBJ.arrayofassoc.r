dtrace: failed to compile script err.D_DECL_DYNOBJ.arrayofassoc.d: [D_DECL_DYNOBJ] line 1: cannot declare array of associative arrays
