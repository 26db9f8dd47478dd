dtrace: failed to compile script err.D_USTACK_STRSIZE.neg.d: [D_USTACK_STRSIZE] line 7: ustack( ) argument #2 must be a positive integer constant
