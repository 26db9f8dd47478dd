dtrace: failed to compile script err.D_OP_INCOMPAT.action.d: [D_OP_INCOMPAT] line 3: operands have incompatible types: "void" = "void"
