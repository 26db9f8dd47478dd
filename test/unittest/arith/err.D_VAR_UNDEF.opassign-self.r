dtrace: failed to compile script err.D_VAR_UNDEF.opassign-self.d: [D_VAR_UNDEF] line 4: self->total has not yet been declared or assigned
