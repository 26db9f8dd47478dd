dtrace: failed to compile script err.D_ALLOCA_INCOMPAT.mixed.d: [D_ALLOCA_INCOMPAT] line 4: p cannot hold both pointers into alloca() memory and other pointers
