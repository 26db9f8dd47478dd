dtrace: failed to compile script err.D_SYNTAX.extra-bracket.d: [D_SYNTAX] line 3: extra ] in input stream
