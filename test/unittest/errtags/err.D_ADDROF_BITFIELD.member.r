dtrace: failed to compile script err.D_ADDROF_BITFIELD.member.d: [D_ADDROF_BITFIELD] line 8: cannot take address of bit-field
