dtrace: failed to compile script err.D_PROTO_ARG.sym-ptr.d: [D_PROTO_ARG] line 8: sym( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: struct task_struct *
