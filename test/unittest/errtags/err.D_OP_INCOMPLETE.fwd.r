dtrace: failed to compile script err.D_OP_INCOMPLETE.fwd.d: [D_OP_INCOMPLETE] line 5: operator -> cannot be applied to a forward declaration: no struct dtt_fwd definition is available
