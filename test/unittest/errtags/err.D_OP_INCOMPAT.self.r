dtrace: failed to compile script err.D_OP_INCOMPAT.self.d: [D_OP_INCOMPAT] line 4: operands have incompatible types: "int" = "string"
