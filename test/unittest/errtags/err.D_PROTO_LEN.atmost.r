dtrace: failed to compile script err.D_PROTO_LEN.atmost.d: [D_PROTO_LEN] line 3: substr( ) prototype mismatch: 4 args passed, at most 3 expected
