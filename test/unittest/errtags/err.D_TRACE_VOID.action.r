dtrace: failed to compile script err.D_TRACE_VOID.action.d: [D_TRACE_VOID] line 3: trace( ) may not be applied to a void expression
