dtrace: failed to compile script err.D_PROTO_ARG.tracemem-size.d: [D_PROTO_ARG] line 8: tracemem( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
