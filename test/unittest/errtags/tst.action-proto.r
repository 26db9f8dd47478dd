dtrace: invalid probe specifier BEGIN { x = -trace(); }: [D_PROTO_LEN] in action list: trace( ) prototype mismatch: 0 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -trace(1, 2); }: [D_PROTO_LEN] in action list: trace( ) prototype mismatch: 2 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -printf(); }: [D_PROTO_LEN] in action list: printf( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -printf(1); }: [D_PROTO_ARG] in action list: printf( ) argument #1 is incompatible with prototype:
	prototype: string
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -exit(); }: [D_PROTO_LEN] in action list: exit( ) prototype mismatch: 0 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -exit("s"); }: [D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -exit((void *)0); }: [D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: void *
status 1
dtrace: invalid probe specifier BEGIN { x = -tracemem(1); }: [D_PROTO_LEN] in action list: tracemem( ) prototype mismatch: 1 arg passed, at least 2 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -tracemem(1, "s"); }: [D_PROTO_ARG] in action list: tracemem( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -tracemem(1, 1, (void *)0); }: [D_PROTO_ARG] in action list: tracemem( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: void *
status 1
dtrace: invalid probe specifier BEGIN { x = -printa(); }: [D_PROTO_LEN] in action list: printa( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -print(1); }: [D_PROTO_ARG] in action list: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -print(1, 2); }: [D_PROTO_LEN] in action list: print( ) prototype mismatch: 2 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -setopt(); }: [D_PROTO_LEN] in action list: setopt( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -setopt(1); }: [D_PROTO_ARG] in action list: setopt( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -setopt("s", 1); }: [D_PROTO_ARG] in action list: setopt( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -setopt("s", "s", "s"); }: [D_PROTO_LEN] in action list: setopt( ) prototype mismatch: 3 args passed, at most 2 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -pcap(1); }: [D_PROTO_LEN] in action list: pcap( ) prototype mismatch: 1 arg passed, 2 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -pcap(1, 1); }: [D_PROTO_ARG] in action list: pcap( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -pcap((char *)0, "s"); }: [D_PROTO_ARG] in action list: pcap( ) argument #2 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -normalize(1); }: [D_PROTO_LEN] in action list: normalize( ) prototype mismatch: 1 arg passed, 2 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -normalize(1, "s"); }: [D_PROTO_ARG] in action list: normalize( ) argument #2 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -denormalize(); }: [D_PROTO_LEN] in action list: denormalize( ) prototype mismatch: 0 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -clear(1, 2); }: [D_PROTO_LEN] in action list: clear( ) prototype mismatch: 2 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -trunc(); }: [D_PROTO_LEN] in action list: trunc( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -trunc(1, "s"); }: [D_PROTO_ARG] in action list: trunc( ) argument #2 is incompatible with prototype:
	prototype: int64_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -speculate("s"); }: [D_PROTO_ARG] in action list: speculate( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -commit(); }: [D_PROTO_LEN] in action list: commit( ) prototype mismatch: 0 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -discard(1, 2); }: [D_PROTO_LEN] in action list: discard( ) prototype mismatch: 2 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -system(); }: [D_PROTO_LEN] in action list: system( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -raise("s"); }: [D_PROTO_ARG] in action list: raise( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -stop(1); }: [D_PROTO_LEN] in action list: stop( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -copyout(1, 1); }: [D_PROTO_LEN] in action list: copyout( ) prototype mismatch: 2 args passed, 3 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -copyout(1, 1, 1); }: [D_PROTO_ARG] in action list: copyout( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -copyout(0, "s", 1); }: [D_PROTO_ARG] in action list: copyout( ) argument #2 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -copyoutstr(1, 1, 1); }: [D_PROTO_ARG] in action list: copyoutstr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = -copyoutstr("a", 1, "s"); }: [D_PROTO_ARG] in action list: copyoutstr( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -freopen(); }: [D_PROTO_LEN] in action list: freopen( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -breakpoint(1); }: [D_PROTO_LEN] in action list: breakpoint( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -panic(1); }: [D_PROTO_LEN] in action list: panic( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -chill("s"); }: [D_PROTO_ARG] in action list: chill( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = -ftruncate(1); }: [D_PROTO_LEN] in action list: ftruncate( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { x = -exit(trace(1)); }: [D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: void
status 1
dtrace: invalid probe specifier BEGIN { x = -printa(@undefined); }: [D_IDENT_UNDEF] in action list: failed to resolve @undefined: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { x = -setopt("a", (void *)0); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
dtrace: invalid probe specifier BEGIN { x = -print("s"); }: [D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
status 1
