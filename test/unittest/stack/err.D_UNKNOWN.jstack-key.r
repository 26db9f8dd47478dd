dtrace: failed to compile script err.D_UNKNOWN.jstack-key.d: [D_UNKNOWN] line 7: jstack() is not implemented (yet)
