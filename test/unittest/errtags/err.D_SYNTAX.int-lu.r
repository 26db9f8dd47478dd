dtrace: failed to compile script err.D_SYNTAX.int-lu.d: [D_SYNTAX] line 4: syntax error near "U"
