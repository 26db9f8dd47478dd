dtrace: failed to compile script err.D_OP_INCOMPAT.action-operand.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "int" + "void"
