dtrace: failed to compile script err.D_SYNTAX.type.d: [D_SYNTAX] line 3: syntax error near "nosuch_t"
