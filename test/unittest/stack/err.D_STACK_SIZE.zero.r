dtrace: failed to compile script err.D_STACK_SIZE.zero.d: [D_STACK_SIZE] line 7: stack( ) size must be a non-zero positive integral constant expression
