dtrace: failed to compile script err.D_IDENT_AMBIG.enum.d: [D_IDENT_AMBIG] line 8: ambiguous use of operator ==: PIDTYPE_PID is both a enum pid_type enum tag and a global scalar
