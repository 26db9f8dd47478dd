dtrace: failed to compile script err.D_ALLOCA_SIZE.big.d: [D_ALLOCA_SIZE] line 3: alloca(100000) size larger than scratchsize 256
