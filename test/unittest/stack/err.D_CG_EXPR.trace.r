dtrace: failed to compile script err.D_CG_EXPR.trace.d: [D_CG_EXPR] line 9: tracing function stack( ) may not be called from a D expression (D program context required)
