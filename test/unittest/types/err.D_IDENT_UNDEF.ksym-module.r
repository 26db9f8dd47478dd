dtrace: failed to compile script err.D_IDENT_UNDEF.ksym-module.d: [D_IDENT_UNDEF] line 3: failed to resolve vmlinux`no_such_kernel_symbol: Unknown symbol name
