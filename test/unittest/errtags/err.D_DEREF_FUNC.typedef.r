dtrace: failed to compile script err.D_DEREF_FUNC.typedef.d: [D_DEREF_FUNC] line 5: cannot dereference pointer to function
