dtrace: failed to compile script err.D_PROTO_ARG.llquantize-str.d: [D_PROTO_ARG] line 4: llquantize( ) argument #4 is incompatible with prototype:
	prototype: int32_t
	 argument: string
