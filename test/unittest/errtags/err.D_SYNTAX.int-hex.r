dtrace: failed to compile script err.D_SYNTAX.int-hex.d: [D_SYNTAX] line 3: syntax error near "g"
