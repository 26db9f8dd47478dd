dtrace: failed to compile script err.D_CHR_NL.newline.d: [D_CHR_NL] line 4: newline encountered in character constant
