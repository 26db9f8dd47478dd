dtrace: failed to compile script err.D_CHR_NULL.empty.d: [D_CHR_NULL] line 3: empty character constant
