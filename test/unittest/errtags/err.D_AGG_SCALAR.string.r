dtrace: failed to compile script err.D_AGG_SCALAR.string.d: [D_AGG_SCALAR] line 3: sum( ) argument #1 must be of scalar type
