dtrace: failed to compile script err.D_DECL_PROTO_VARARGS.alone.d: [D_DECL_PROTO_VARARGS] line 3: array prototype may not use a variable-length argument list
