dtrace: failed to compile script err.D_PROTO_LEN.normalize.d: [D_PROTO_LEN] line 3: normalize( ) prototype mismatch: 1 arg passed, 2 expected
