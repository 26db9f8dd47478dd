dtrace: failed to compile script err.D_DECL_PROTO_FORM.twice.d: [D_DECL_PROTO_FORM] line 3: parameter is already declared in probe input prototype: code, parameter #2
