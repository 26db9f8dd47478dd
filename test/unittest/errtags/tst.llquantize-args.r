dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 1, 0, 6, 20); }: [D_LLQUANT_FACTORVAL] llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 0, 0, 6, 20); }: [D_LLQUANT_FACTORVAL] llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, -2, 0, 6, 20); }: [D_LLQUANT_FACTORVAL] llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 65536, 0, 6, 20); }: [D_LLQUANT_FACTORVAL] llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
status 1
dtrace: invalid probe specifier BEGIN { x = 1; @ = llquantize(1, x, 0, 6, 20); }: [D_LLQUANT_FACTORTYPE] llquantize( ) argument #1 must be an integer constant
status 1
dtrace: invalid probe specifier BEGIN { x = 1; @ = llquantize(1, 10, x, 6, 20); }: [D_LLQUANT_LMAGTYPE] llquantize( ) argument #2 must be an integer constant
status 1
dtrace: invalid probe specifier BEGIN { x = 1; @ = llquantize(1, 10, 0, x, 20); }: [D_LLQUANT_HMAGTYPE] llquantize( ) argument #3 must be an integer constant
status 1
dtrace: invalid probe specifier BEGIN { x = 1; @ = llquantize(1, 10, 0, 6, x); }: [D_LLQUANT_STEPTYPE] llquantize( ) argument #4 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, -1, 6, 20); }: [D_LLQUANT_LMAGVAL] llquantize( ) argument #2 must be an unsigned 16-bit quantity
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 65536, 65537, 20); }: [D_LLQUANT_LMAGVAL] llquantize( ) argument #2 must be an unsigned 16-bit quantity
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, -1, 20); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 must be an unsigned 16-bit quantity
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 65536, 20); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 must be an unsigned 16-bit quantity
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 7, 6, 20); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 7, 6, 0); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 19, 0); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 (high magnitude) will cause overflow of 64 bits
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 2, 0, 63, 2); }: [D_LLQUANT_HMAGVAL] llquantize( ) argument #3 (high magnitude) will cause overflow of 64 bits
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 0); }: [D_LLQUANT_STEPTYPE] llquantize( ) argument #4 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, -1); }: [D_LLQUANT_STEPTYPE] llquantize( ) argument #4 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 65536); }: [D_LLQUANT_STEPVAL] llquantize( ) argument #4 must be an unsigned 16-bit quantity
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 7); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 11); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) when steps>factor
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 30); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must evenly divide the square of argument #1 (factor) when steps>factor and lmag==0
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 1, 6, 30); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when steps>factor and lmag>0
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 7, "a"); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, "a", 0, 6, 20); }: [D_PROTO_ARG] in action list: llquantize( ) argument #2 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, "a", 6, 20); }: [D_PROTO_ARG] in action list: llquantize( ) argument #3 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, (char *)0, 20); }: [D_PROTO_ARG] in action list: llquantize( ) argument #4 is incompatible with prototype:
	prototype: int32_t
	 argument: char *
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, "a"); }: [D_PROTO_ARG] in action list: llquantize( ) argument #5 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize("a", "a", 0, 6, 20); }: [D_PROTO_ARG] in action list: llquantize( ) argument #2 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = lquantize(1, "a", 10); }: [D_PROTO_ARG] in action list: lquantize( ) argument #2 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = lquantize(1, 0, "a"); }: [D_PROTO_ARG] in action list: lquantize( ) argument #3 is incompatible with prototype:
	prototype: int32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { @ = lquantize(1, 0, 10, "a"); }: [D_LQUANT_STEPTYPE] lquantize( ) argument #3 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 100, 0, 6, 20); }: [D_LLQUANT_MATCHFACTOR] llquantize() factor (argument #1) doesn't match previous declaration: expected 10, found 100
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 1, 6, 20); }: [D_LLQUANT_MATCHLMAG] llquantize() lmag (argument #2) doesn't match previous declaration: expected 0, found 1
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 7, 20); }: [D_LLQUANT_MATCHHMAG] llquantize() hmag (argument #3) doesn't match previous declaration: expected 6, found 7
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 6, 10); }: [D_LLQUANT_MATCHSTEPS] llquantize() steps (argument #4) doesn't match previous declaration: expected 20, found 10
status 1
dtrace: invalid probe specifier BEGIN { @ = llquantize(1, 10, 0, 6, 7, "a"); }: [D_LLQUANT_STEPVAL] llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
status 1
