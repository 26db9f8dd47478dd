dtrace: failed to compile script err.D_DECL_PROTO_FORM.inline.d: [D_DECL_PROTO_FORM] line 1: inline prototype parameter #1 requires a name
