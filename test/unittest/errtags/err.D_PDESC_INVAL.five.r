dtrace: failed to compile script err.D_PDESC_INVAL.five.d: [D_PDESC_INVAL] line 1: invalid probe description "dtrace:::BEGIN:extra": Overspecified probe description
