dtrace: failed to compile script err.D_FUNC_IDKIND.builtin.d: [D_FUNC_IDKIND] line 3: scalar 'pid' may not be referenced as a function
