dtrace: failed to compile script err.D_FREOPEN_INVALID.dotdot.d: [D_FREOPEN_INVALID] line 4: freopen( ) argument #1 cannot be ".."
