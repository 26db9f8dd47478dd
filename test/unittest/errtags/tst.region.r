dtrace: invalid probe specifier BEGIN { printf("%d\n", 1, 2); }: [D_PRINTF_ARG_EXTRA] printf( ) prototype mismatch: only 1 arguments required by this format string
status 1
dtrace: invalid probe specifier BEGIN { printf("hello", 1); }: [D_PRINTF_ARG_EXTRA] printf( ) prototype mismatch: only 0 arguments required by this format string
status 1
dtrace: invalid probe specifier BEGIN { printf("%d %d", 1); }: [D_PRINTF_ARG_PROTO] printf( ) prototype mismatch: conversion #2 (%d) is missing a corresponding value argument
status 1
dtrace: invalid probe specifier BEGIN { printf("%d", "a"); }: [D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: string
status 1
dtrace: invalid probe specifier BEGIN { @a = count(); printa("%d %d", @a); }: [D_PRINTF_ARG_PROTO] printa( ) prototype mismatch: conversion #1 (%d) is missing a corresponding value argument
status 1
dtrace: invalid probe specifier BEGIN { ustack(0); }: [D_USTACK_FRAMES] ustack( ) argument #1 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { x = 1 / 0; }: [D_DIV_ZERO] expression contains division by zero
status 1
dtrace: invalid probe specifier BEGIN { nosuch(); }: [D_FUNC_UNDEF] undefined function name: nosuch
status 1
dtrace: invalid probe specifier BEGIN { @a = avg("x"); }: [D_AGG_SCALAR] avg( ) argument #1 must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { @a = lquantize(1, 10, 0); }: [D_LQUANT_MISMATCH] lquantize( ) base (argument #1) must be less than limit (argument #2)
status 1
dtrace: invalid probe specifier BEGIN { @a = lquantize(1, 0, 10, 0); }: [D_LQUANT_STEPTYPE] lquantize( ) argument #3 must be a non-zero positive integer constant
status 1
dtrace: invalid probe specifier BEGIN { @a = lquantize(1, 0, 10); @a = lquantize(1, 1, 10); }: [D_LQUANT_MATCHBASE] lquantize( ) base (argument #1) doesn't match previous declaration: expected 0, found 1
status 1
dtrace: invalid probe specifier BEGIN { printa(1); }: [D_PRINTA_AGGARG] printa( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { @a = quantize(1, 2, 3); }: [D_PROTO_LEN] quantize( ) prototype mismatch: 3 args passed, at most 2 expected
status 1
dtrace: invalid probe specifier BEGIN { @a = quantize(); }: [D_PROTO_LEN] in action list: quantize( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { @a = lquantize(1, 0, 10, 1, "a"); }: [D_PROTO_ARG] lquantize( ) increment value (argument #5) must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = strlen(1); }: [D_PROTO_ARG] in action list: strlen( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { y = nosuch; }: [D_IDENT_UNDEF] in action list: failed to resolve nosuch: Unknown variable name
status 1
