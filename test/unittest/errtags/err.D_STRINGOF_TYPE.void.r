dtrace: failed to compile script err.D_STRINGOF_TYPE.void.d: [D_STRINGOF_TYPE] line 3: cannot apply stringof to a value of type void
