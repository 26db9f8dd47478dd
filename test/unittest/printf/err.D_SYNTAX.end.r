dtrace: failed to compile script err.D_SYNTAX.end.d: [D_SYNTAX] line 4: format conversion #1 name expected before end of format string
