dtrace: failed to compile script err.D_DEREF_VOID.cast.d: [D_DEREF_VOID] line 3: cannot dereference pointer to void
