dtrace: failed to compile script err.D_SYNTAX.control-eof.d: [D_SYNTAX] line 5: end-of-file encountered before end of control line
