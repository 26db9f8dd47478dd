dtrace: failed to compile script err.D_OP_INCOMPAT.cmpstr.d: [D_OP_INCOMPAT] line 3: operands have incompatible types: "string" == "int"
