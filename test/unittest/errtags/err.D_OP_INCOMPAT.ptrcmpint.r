dtrace: failed to compile script err.D_OP_INCOMPAT.ptrcmpint.d: [D_OP_INCOMPAT] line 3: operands have incompatible types: "struct task_struct *" > "int"
