dtrace: failed to compile script err.D_CG_EXPR.jstack.d: [D_CG_EXPR] line 8: tracing function jstack( ) may not be called from a D expression (D program context required)
