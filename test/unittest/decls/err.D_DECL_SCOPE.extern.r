dtrace: failed to compile script err.D_DECL_SCOPE.extern.d: [D_DECL_SCOPE] line 1: D scoping operator may not be used in a declaration name (`max_pfn)
