dtrace: failed to compile script err.D_UNKNOWN.shortlonglong.d: [D_UNKNOWN] line 1: failed to resolve type short long long : Unknown type name
