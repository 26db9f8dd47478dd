dtrace: failed to compile script err.D_UNKNOWN.longfloat.d: [D_UNKNOWN] line 1: failed to resolve type long float: Unknown type name
