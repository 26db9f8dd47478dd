dtrace: failed to compile script err.D_SIZEOF_BITFIELD.member.d: [D_SIZEOF_BITFIELD] line 7: cannot apply sizeof to a bit-field
