dtrace: failed to compile script err.D_PROTO_ARG.trunc.d: [D_PROTO_ARG] line 7: trunc( ) argument #2 is incompatible with prototype:
	prototype: int64_t
	 argument: struct task_struct *
