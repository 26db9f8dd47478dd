dtrace: failed to compile script err.D_CHR_OFLOW.nine.d: [D_CHR_OFLOW] line 3: character constant is too long
