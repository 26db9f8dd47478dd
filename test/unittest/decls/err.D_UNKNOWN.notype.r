dtrace: failed to compile script err.D_UNKNOWN.notype.d: [D_UNKNOWN] line 1: failed to resolve type struct vmlinux`nosuch_type: Unknown type name
