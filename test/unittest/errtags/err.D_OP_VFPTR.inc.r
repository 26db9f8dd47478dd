dtrace: failed to compile script err.D_OP_VFPTR.inc.d: [D_OP_VFPTR] line 4: operator ++ requires an operand of known size
