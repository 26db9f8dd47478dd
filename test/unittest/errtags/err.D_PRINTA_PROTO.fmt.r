dtrace: failed to compile script err.D_PRINTA_PROTO.fmt.d: [D_PRINTA_PROTO] line 3: printa( ) prototype mismatch: 1 args passed, 2 expected
