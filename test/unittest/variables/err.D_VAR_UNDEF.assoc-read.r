dtrace: failed to compile script err.D_VAR_UNDEF.assoc-read.d: [D_VAR_UNDEF] line 4: y has not yet been declared or assigned
