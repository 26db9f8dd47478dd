dtrace: failed to compile script err.D_MACRO_UNDEF.string.d: [D_MACRO_UNDEF] line 3: macro argument $$2 is not defined
