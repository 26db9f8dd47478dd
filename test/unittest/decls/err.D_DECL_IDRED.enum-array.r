dtrace: failed to compile script err.D_DECL_IDRED.enum-array.d: [D_DECL_IDRED] line 2: identifier redeclared: foo
	 current: associative array int
	previous: enumerator enum e
