dtrace: failed to compile script err.D_SYNTAX.paren.d: [D_SYNTAX] line 3: extra ) in input stream
