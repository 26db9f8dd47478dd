dtrace: failed to compile script err.D_SYNTAX.int-nodigits.d: [D_SYNTAX] line 3: syntax error near "x"
