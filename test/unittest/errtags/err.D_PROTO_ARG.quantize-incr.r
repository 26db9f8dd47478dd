dtrace: failed to compile script err.D_PROTO_ARG.quantize-incr.d: [D_PROTO_ARG] line 3: quantize( ) increment value (argument #2) must be of scalar type
