dtrace: failed to compile script err.D_OP_INCOMPAT.ptrsub.d: [D_OP_INCOMPAT] line 3: operands have incompatible types: "int *" - "char *"
