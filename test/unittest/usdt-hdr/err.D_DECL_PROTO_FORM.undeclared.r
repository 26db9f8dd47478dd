dtrace: failed to compile script err.D_DECL_PROTO_FORM.undeclared.d: [D_DECL_PROTO_FORM] line 3: parameter is not declared in probe output prototype: path, parameter #2
