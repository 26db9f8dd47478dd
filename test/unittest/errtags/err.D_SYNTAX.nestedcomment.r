dtrace: failed to compile script err.D_SYNTAX.nestedcomment.d: [D_SYNTAX] line 3: /* encountered inside a comment
