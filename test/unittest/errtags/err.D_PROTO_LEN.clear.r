dtrace: failed to compile script err.D_PROTO_LEN.clear.d: [D_PROTO_LEN] line 3: clear( ) prototype mismatch: 2 args passed, 1 expected
