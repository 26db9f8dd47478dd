dtrace: failed to compile script err.D_UNKNOWN.signedunsigned.d: [D_UNKNOWN] line 1: failed to resolve type signed unsigned char: Unknown type name
