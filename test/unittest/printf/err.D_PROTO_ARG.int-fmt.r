dtrace: failed to compile script err.D_PROTO_ARG.int-fmt.d: [D_PROTO_ARG] line 8: printf( ) argument #1 is incompatible with prototype:
	prototype: string
	 argument: int
