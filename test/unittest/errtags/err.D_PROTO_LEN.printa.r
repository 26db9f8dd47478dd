dtrace: failed to compile script err.D_PROTO_LEN.printa.d: [D_PROTO_LEN] line 3: printa( ) prototype mismatch: 0 args passed, at least 1 expected
