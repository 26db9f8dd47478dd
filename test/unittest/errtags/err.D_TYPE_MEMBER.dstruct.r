dtrace: failed to compile script err.D_TYPE_MEMBER.dstruct.d: [D_TYPE_MEMBER] line 7: b is not a member of struct dtt_s
