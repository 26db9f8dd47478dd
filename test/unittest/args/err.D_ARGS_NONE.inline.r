dtrace: failed to compile script err.D_ARGS_NONE.inline.d: [D_ARGS_NONE] line 2: args[ ] may not be referenced outside of a probe clause
