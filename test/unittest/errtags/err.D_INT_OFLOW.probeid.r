dtrace: failed to compile script err.D_INT_OFLOW.probeid.d: [D_INT_OFLOW] line 2: constant 123456789012345678901234567890 results in integer overflow
