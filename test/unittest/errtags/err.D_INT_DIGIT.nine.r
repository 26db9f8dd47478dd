dtrace: failed to compile script err.D_INT_DIGIT.nine.d: [D_INT_DIGIT] line 3: constant 09 contains invalid digit 9
