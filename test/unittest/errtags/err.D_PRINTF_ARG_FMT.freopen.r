dtrace: failed to compile script err.D_PRINTF_ARG_FMT.freopen.d: [D_PRINTF_ARG_FMT] line 8: freopen( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: int
