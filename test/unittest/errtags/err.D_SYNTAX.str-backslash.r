dtrace: failed to compile script err.D_SYNTAX.str-backslash.d: [D_SYNTAX] line 3: syntax error near """
