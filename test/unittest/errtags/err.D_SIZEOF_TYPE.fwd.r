dtrace: failed to compile script err.D_SIZEOF_TYPE.fwd.d: [D_SIZEOF_TYPE] line 5: cannot apply sizeof to an operand of unknown size
