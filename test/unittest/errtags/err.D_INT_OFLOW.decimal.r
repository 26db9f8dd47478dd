dtrace: failed to compile script err.D_INT_OFLOW.decimal.d: [D_INT_OFLOW] line 3: integer constant 0xffffffffffffffff cannot be represented in any built-in integral type
