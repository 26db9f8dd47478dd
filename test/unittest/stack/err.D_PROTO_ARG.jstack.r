dtrace: failed to compile script err.D_PROTO_ARG.jstack.d: [D_PROTO_ARG] line 8: jstack( ) argument #2 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
