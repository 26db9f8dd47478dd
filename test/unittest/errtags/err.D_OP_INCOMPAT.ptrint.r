dtrace: failed to compile script err.D_OP_INCOMPAT.ptrint.d: [D_OP_INCOMPAT] line 4: operands have incompatible types: "struct task_struct *" = "int"
