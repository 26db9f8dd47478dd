dtrace: failed to compile script err.D_OFFSETOF_TYPE.int.d: [D_OFFSETOF_TYPE] line 3: offsetof operand must be a struct or union type
