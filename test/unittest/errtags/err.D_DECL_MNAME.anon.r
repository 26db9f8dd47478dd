dtrace: failed to compile script err.D_DECL_MNAME.anon.d: [D_DECL_MNAME] line 2: member declaration requires a name
