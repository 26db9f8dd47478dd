dtrace: failed to compile script err.D_SYNTAX.twostar.d: [D_SYNTAX] line 4: format conversion #1 has more than one '*' specified for the output width
