dtrace: failed to compile script err.D_PRAGMA_OPTSET.value.d: [D_PRAGMA_OPTSET] line 1: failed to set option 'bufsize' to 'abc': Invalid value for specified option
