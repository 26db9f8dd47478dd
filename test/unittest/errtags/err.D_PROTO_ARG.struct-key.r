dtrace: failed to compile script err.D_PROTO_ARG.struct-key.d: [D_PROTO_ARG] line 10: x[ ] key #1 is incompatible with prototype:
	prototype: struct foo
	      key: struct bar
