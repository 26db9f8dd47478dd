dtrace: failed to compile script err.D_PROTO_ARG.lquantize-str.d: [D_PROTO_ARG] line 3: lquantize( ) argument #3 is incompatible with prototype:
	prototype: int32_t
	 argument: string
