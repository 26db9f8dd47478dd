dtrace: failed to compile script err.D_DECL_PROTO_TYPE.d: [D_DECL_PROTO_TYPE] line 7: probe input prototype may not use parameter of type struct native_req: r, parameter #2
