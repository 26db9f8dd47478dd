dtrace: failed to compile script err.D_PRAGMA_MALFORM.twoopts.d: [D_PRAGMA_MALFORM] line 1: #pragma option requires only one argument
