dtrace: failed to compile script err.D_SYNTAX.str-eof.d: [D_SYNTAX] line 3: syntax error near """
