dtrace: failed to compile script err.D_PRAGMA_INVAL.class.d: [D_PRAGMA_INVAL] line 1: invalid class thing specified by #pragma depends_on
