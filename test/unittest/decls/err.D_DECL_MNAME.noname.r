dtrace: failed to compile script err.D_DECL_MNAME.noname.d: [D_DECL_MNAME] line 3: member declaration requires a name
