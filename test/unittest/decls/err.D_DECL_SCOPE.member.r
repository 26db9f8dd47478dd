dtrace: failed to compile script err.D_DECL_SCOPE.member.d: [D_DECL_SCOPE] line 2: D scoping operator may not be used in a member name (vmlinux`a)
