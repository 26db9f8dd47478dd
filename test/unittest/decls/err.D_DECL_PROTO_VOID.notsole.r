dtrace: failed to compile script err.D_DECL_PROTO_VOID.notsole.d: [D_DECL_PROTO_VOID] line 1: void must be sole parameter in function prototype
