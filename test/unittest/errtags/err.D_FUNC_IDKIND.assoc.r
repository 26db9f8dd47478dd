dtrace: failed to compile script err.D_FUNC_IDKIND.assoc.d: [D_FUNC_IDKIND] line 5: associative array 'a' may not be referenced as a function
