dtrace: failed to compile script err.D_PROTO_LEN.noargs.d: [D_PROTO_LEN] line 3: strlen( ) prototype mismatch: 0 args passed, 1 expected
