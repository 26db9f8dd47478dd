dtrace: failed to compile script err.D_CG_EXPR.stack.d: [D_CG_EXPR] line 7: tracing function stack( ) may not be called from a D expression (D program context required)
