dtrace: failed to compile script err.D_MACRO_UNUSED.extra.d: [D_MACRO_UNUSED] line 6: extraneous argument 'extra' ($1 is not referenced)
