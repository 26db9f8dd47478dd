dtrace: failed to compile script err.D_UNKNOWN.longlonglong.d: [D_UNKNOWN] line 1: failed to resolve type long long long : Unknown type name
