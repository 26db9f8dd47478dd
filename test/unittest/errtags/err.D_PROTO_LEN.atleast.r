dtrace: failed to compile script err.D_PROTO_LEN.atleast.d: [D_PROTO_LEN] line 3: substr( ) prototype mismatch: 0 args passed, at least 2 expected
