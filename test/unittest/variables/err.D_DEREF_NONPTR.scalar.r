dtrace: failed to compile script err.D_DEREF_NONPTR.scalar.d: [D_DEREF_NONPTR] line 4: cannot dereference non-pointer type
