dtrace: failed to compile script err.D_PROV_INCOMPAT.args.d: [D_PROV_INCOMPAT] line 7: probe myapp:request input prototype argument #1 mismatch:
	 current: long
	previous: int
