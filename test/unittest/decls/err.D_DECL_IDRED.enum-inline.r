dtrace: failed to compile script err.D_DECL_IDRED.enum-inline.d: [D_DECL_IDRED] line 2: identifier redefined: foo
	 current: inline definition
	previous: enumerator inline
