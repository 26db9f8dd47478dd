dtrace: failed to compile script err.D_SYNTAX.twodot.d: [D_SYNTAX] line 4: format conversion #1 has more than one '.' specified
