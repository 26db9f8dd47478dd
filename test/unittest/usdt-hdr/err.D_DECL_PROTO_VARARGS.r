dtrace: failed to compile script err.D_DECL_PROTO_VARARGS.d: [D_DECL_PROTO_VARARGS] line 3: probe input prototype may not use a variable-length argument list
