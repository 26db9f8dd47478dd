dtrace: failed to compile script err.D_MACRO_UNDEF.var.d: [D_MACRO_UNDEF] line 3: macro variable $nosuch is not defined
