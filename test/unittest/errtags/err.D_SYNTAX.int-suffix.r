dtrace: failed to compile script err.D_SYNTAX.int-suffix.d: [D_SYNTAX] line 3: syntax error near "ul"
