dtrace: failed to compile script err.D_SYNTAX.member-noname.d: [D_SYNTAX] line 3: syntax error near ";"
