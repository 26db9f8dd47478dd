dtrace: failed to compile script err.D_DECL_LONGINT.longlonglong.d: [D_DECL_LONGINT] line 1: too many long keywords in declaration
