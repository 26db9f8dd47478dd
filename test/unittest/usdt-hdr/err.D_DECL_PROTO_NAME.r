dtrace: failed to compile script err.D_DECL_PROTO_NAME.d: [D_DECL_PROTO_NAME] line 18: parameter declaration requires a name: parameter #1
