dtrace: invalid probe specifier BEGIN { x = alloca("s"); }: [D_PROTO_ARG] in action list: alloca( ) argument #1 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = copyin("s", 1); }: [D_PROTO_ARG] in action list: copyin( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = copyin(1, "s"); }: [D_PROTO_ARG] in action list: copyin( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = copyinstr((void *)0); }: [D_PROTO_ARG] in action list: copyinstr( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: void *
status 1
dtrace: invalid probe specifier BEGIN { x = copyinstr(1, "s"); }: [D_PROTO_ARG] in action list: copyinstr( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = copyinto(1, 1, 1); }: [D_PROTO_ARG] in action list: copyinto( ) argument #3 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = copyinto(1, "s", (void *)0); }: [D_PROTO_ARG] in action list: copyinto( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = bcopy("s", 1, 1); }: [D_PROTO_ARG] in action list: bcopy( ) argument #2 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = bcopy("s", "s", "s"); }: [D_PROTO_ARG] in action list: bcopy( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = substr("a", "s"); }: [D_PROTO_ARG] in action list: substr( ) argument #2 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = substr("a", 1, "s"); }: [D_PROTO_ARG] in action list: substr( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = index("a", "b", "s"); }: [D_PROTO_ARG] in action list: index( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = rindex("a", "b", "s"); }: [D_PROTO_ARG] in action list: rindex( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = strchr("s", "s"); }: [D_PROTO_ARG] in action list: strchr( ) argument #2 is incompatible with prototype:
	prototype: char
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = strrchr("s", "s"); }: [D_PROTO_ARG] in action list: strrchr( ) argument #2 is incompatible with prototype:
	prototype: char
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = lltostr("s"); }: [D_PROTO_ARG] in action list: lltostr( ) argument #1 is incompatible with prototype:
	prototype: int64_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = htons("s"); }: [D_PROTO_ARG] in action list: htons( ) argument #1 is incompatible with prototype:
	prototype: uint16_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = ntohs((void *)0); }: [D_PROTO_ARG] in action list: ntohs( ) argument #1 is incompatible with prototype:
	prototype: uint16_t
	 argument: void *
status 1
dtrace: invalid probe specifier BEGIN { x = htonl("s"); }: [D_PROTO_ARG] in action list: htonl( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = ntohl("s"); }: [D_PROTO_ARG] in action list: ntohl( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = htonll("s"); }: [D_PROTO_ARG] in action list: htonll( ) argument #1 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = ntohll("s"); }: [D_PROTO_ARG] in action list: ntohll( ) argument #1 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = inet_ntoa(1); }: [D_PROTO_ARG] in action list: inet_ntoa( ) argument #1 is incompatible with prototype:
	prototype: unsigned int *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = inet_ntoa6("s"); }: [D_PROTO_ARG] in action list: inet_ntoa6( ) argument #1 is incompatible with prototype:
	prototype: struct in6_addr *
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = inet_ntoa6((void *)0, "s"); }: [D_PROTO_ARG] in action list: inet_ntoa6( ) argument #2 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = inet_ntop("s", (void *)0); }: [D_PROTO_ARG] in action list: inet_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = inet_ntop(2, 1); }: [D_PROTO_ARG] in action list: inet_ntop( ) argument #2 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { x = getmajor("s"); }: [D_PROTO_ARG] in action list: getmajor( ) argument #1 is incompatible with prototype:
	prototype: dev_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = getminor("s"); }: [D_PROTO_ARG] in action list: getminor( ) argument #1 is incompatible with prototype:
	prototype: dev_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = progenyof("s"); }: [D_PROTO_ARG] in action list: progenyof( ) argument #1 is incompatible with prototype:
	prototype: pid_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { x = d_path(1); }: [D_PROTO_ARG] in action list: d_path( ) argument #1 is incompatible with prototype:
	prototype: struct path *
	 argument: int
status 1
