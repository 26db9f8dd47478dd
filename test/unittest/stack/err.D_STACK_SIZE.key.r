dtrace: failed to compile script err.D_STACK_SIZE.key.d: [D_STACK_SIZE] line 9: stack( ) argument #1 must be a non-zero positive integer constant
