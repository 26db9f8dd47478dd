dtrace: failed to compile script err.D_STRINGOF_TYPE.struct.d: [D_STRINGOF_TYPE] line 3: cannot apply stringof to a value of type struct task_struct
