dtrace: failed to compile script err.D_IDENT_BADREF.self.d: [D_IDENT_BADREF] line 4: self->x is an associative array and may not be used as a scalar
