dtrace: failed to compile script err.D_PDESC_INVAL.macro.d: [D_PDESC_INVAL] line 2: invalid probe description "syscall::$1:entry": Undefined macro variable in probe description
