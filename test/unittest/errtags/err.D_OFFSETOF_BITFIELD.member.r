dtrace: failed to compile script err.D_OFFSETOF_BITFIELD.member.d: [D_OFFSETOF_BITFIELD] line 8: cannot take offset of a bit-field: b
