dtrace: failed to compile script err.D_OP_SOU.ptrdot.d: [D_OP_SOU] line 3: operator . cannot be applied to type "struct task_struct *"; must be applied to a struct or union
