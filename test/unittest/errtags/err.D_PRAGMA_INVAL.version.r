dtrace: failed to compile script err.D_PRAGMA_INVAL.version.d: [D_PRAGMA_INVAL] line 1: invalid version string specified by #pragma binding
