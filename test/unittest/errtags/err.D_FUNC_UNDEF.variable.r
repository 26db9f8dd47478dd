dtrace: failed to compile script err.D_FUNC_UNDEF.variable.d: [D_FUNC_UNDEF] line 4: undefined function name: a
