dtrace: failed to compile script err.D_IDENT_UNDEF.ksym.d: [D_IDENT_UNDEF] line 3: failed to resolve `nosuch_dtrace_symbol: Unknown symbol name
